export { StoresScreen } from './components/stores-screen';
export { StoreDetailScreen } from './components/store-detail-screen';
export { CreateStoreDialog, EditStoreDialog } from './components/store-dialogs';
