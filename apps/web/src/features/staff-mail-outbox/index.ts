export { OutboxList } from './components/outbox-list';
