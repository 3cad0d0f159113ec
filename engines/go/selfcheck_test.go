package main

import (
	"os"
	"testing"
)

// TestSelfConsistency plays many seeded random games and reloads every state
// the engine writes: none may break a load invariant. Set LOYANG_SELFCHECK to
// the number of games per setting for a longer run.
func TestSelfConsistency(t *testing.T) {
	games := 2
	if os.Getenv("LOYANG_SELFCHECK") != "" {
		games = 40
	}
	settings := []struct {
		n        int
		variants []string
	}{{1, nil}, {1, []string{"two_grid_cards"}}, {2, nil}, {3, nil}, {4, nil}, {2, []string{"introductory"}}, {4, []string{"introductory"}}}
	for _, st := range settings {
		for seed := 0; seed < games; seed++ {
			g := newGame(st.n, uint64(1000+seed), st.variants, -1)
			g.run()
			r := &Game{Rng: uint64(seed)}
			for step := 0; step < 4000; step++ {
				acts := g.legal()
				if len(acts) == 0 {
					break
				}
				h, e := loadState(toGeneric(g.toGen()).(map[string]any))
				if e != nil {
					t.Fatalf("%d players %v seed %d step %d: %s %s", st.n, st.variants, seed, step, e.rule, e.msg)
				}
				if canon(toGeneric(h.toGen())) != canon(toGeneric(g.toGen())) {
					t.Fatalf("round trip changed the state")
				}
				// prefer moving on over loans so that games end
				pick := acts[r.below(len(acts))]
				if pick["type"] == "take_loan" && r.below(4) != 0 {
					pick = acts[r.below(len(acts))]
				}
				g.apply(pick)
			}
			if g.Phase != "game_over" {
				t.Fatalf("%d players %v seed %d: not over", st.n, st.variants, seed)
			}
		}
	}
}
