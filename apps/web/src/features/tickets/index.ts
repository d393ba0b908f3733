export { TicketsList } from './components/tickets-list';
