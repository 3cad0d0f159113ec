package main

import (
	"testing"
)

func TestSplitMix(t *testing.T) {
	g := &Game{Rng: 0}
	if a, b := g.next(), g.next(); a != 0xe220a8397b1dcdaf || b != 0x6e789e6aa1b965f4 {
		t.Fatalf("got %x %x", a, b)
	}
}

func TestSetupFollowsTheData(t *testing.T) {
	g := newGame(2, 1, nil, -1)
	g.run()
	c := g.cat
	if len(g.Draw) != len(c.cardOrder) {
		t.Fatalf("draw pile holds %d cards, the data %d", len(g.Draw), len(c.cardOrder))
	}
	for _, p := range g.Players {
		if p.Path != c.pathSpace[0] || p.Cash != c.startCash || len(p.FieldPile) != 8 {
			t.Fatalf("player %d starts wrongly", p.Seat)
		}
		for v, n := range c.shopStock {
			if p.Shop[v] != n {
				t.Fatalf("shop stock of %s", v)
			}
		}
	}
	if top := g.top(); top.Kind != "first_planting" || top.Player != g.Start {
		t.Fatalf("first decision %v", top)
	}
}

func TestRoundTripAndRandomPlay(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4} {
		var variants []string
		g := newGame(n, uint64(7+n), variants, -1)
		g.run()
		for step := 0; step < 3000; step++ {
			acts := g.legal()
			if len(acts) == 0 {
				break
			}
			st := toGeneric(g.toGen()).(map[string]any)
			h, e := loadState(st)
			if e != nil {
				t.Fatalf("%d players, step %d: reload refused: %s", n, step, e.msg)
			}
			if canon(toGeneric(h.toGen())) != canon(toGeneric(g.toGen())) {
				t.Fatalf("%d players, step %d: round trip changed the state", n, step)
			}
			// a simple deterministic chooser that avoids endless loans
			pick := acts[(step*7)%len(acts)]
			for _, a := range acts {
				if a["type"] == "end_turn" || a["type"] == "stop" || a["type"] == "done" {
					if step%3 == 0 {
						pick = a
					}
				}
			}
			g.apply(pick)
		}
		if g.Phase != "game_over" {
			t.Fatalf("%d players: game did not end (round %d)", n, g.Round)
		}
	}
}
