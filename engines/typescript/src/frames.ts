// The registry of frame kinds (decisions.md D3/D5): what an automatic frame
// does when it runs, and what a decision frame offers and does when answered.
import { State, Frame, Action } from "./state";

export type AutoFn = (s: State, f: Frame) => void;
export type LegalFn = (s: State, f: Frame) => Action[];
export type AnswerFn = (s: State, f: Frame, a: Action) => void;

export const automatic: Record<string, AutoFn> = {};
export const legal: Record<string, LegalFn> = {};
export const answer: Record<string, AnswerFn> = {};
/** The rule a refused answer breaks, per decision kind. */
export const refusalRule: Record<string, (s: State, f: Frame, a: Action) => string> = {};

export function auto(kind: string, fn: AutoFn): void {
  automatic[kind] = fn;
}
export function decision(kind: string, l: LegalFn, a: AnswerFn): void {
  legal[kind] = l;
  answer[kind] = a;
}
