// The seeded random generator of spec/decision-model.md DM-4: SplitMix64,
// below(n) as the output modulo n, and the Fisher-Yates shuffle from the end.
const MASK = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

export class Rng {
  state: bigint;
  constructor(state: bigint) {
    this.state = state & MASK;
  }
  static fromHex(hex: string): Rng {
    return new Rng(BigInt("0x" + hex));
  }
  static fromSeed(seed: number | bigint): Rng {
    return new Rng(BigInt.asUintN(64, BigInt(seed)));
  }
  hex(): string {
    return this.state.toString(16).padStart(16, "0");
  }
  /** DM-4.2: one output of SplitMix64. */
  next(): bigint {
    this.state = (this.state + GAMMA) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return (z ^ (z >> 31n)) & MASK;
  }
  /** DM-4.3: a number below n. */
  below(n: number): number {
    return Number(this.next() % BigInt(n));
  }
  /** DM-4.4: Fisher-Yates from the end, in place. */
  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i >= 1; i--) {
      const j = this.below(i + 1);
      const t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
    return list;
  }
  /** DM-4.5: k items drawn at random: shuffle a copy, take the first k. */
  draw<T>(list: T[], k: number): T[] {
    return this.shuffle(list.slice()).slice(0, k);
  }
}
