export { ShopKeysScreen } from './components/shop-keys-screen';
