/** Public surface of the auction insight feature (used by app/ routes only): the "Why not shown" card and the bid simulator. */
export { WhyNotShownCard } from './components/why-not-shown-card';
export { BidSimulator } from './components/bid-simulator';
