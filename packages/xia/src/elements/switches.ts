/** Whether an element of the expansion is in play (XE-ELEM-01). */
import type { Element, XiaOptions } from '../options.ts';

export function elementOn(state: { readonly options: XiaOptions }, element: Element): boolean {
  return state.options.elements?.includes(element) ?? false;
}
