package main

// SplitMix64, as the decision model fixes it (DM-4).

func (g *Game) next() uint64 {
	g.Rng += 0x9E3779B97F4A7C15
	z := g.Rng
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func (g *Game) below(n int) int {
	return int(g.next() % uint64(n))
}

func (g *Game) shuffle(a []string) {
	for i := len(a) - 1; i >= 1; i-- {
		j := g.below(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}
