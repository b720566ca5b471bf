/** Element C, the Economy Board: its state, setup roll and the hooks the base rules call. */
export { produceOnSale, releaseStock, setDemand, stockRefusal } from './economy.ts';
export { type Production, productionAt } from './market.ts';
export { stockEconomy } from './setup.ts';
export { DEMAND_BONUS, type EconomyState, STOCK_MAX } from './state.ts';
