package main

import (
	"fmt"
)

// ---------- which rule a refused answer breaks ----------

func (g *Game) refusalRule(a A) string {
	f := g.top()
	if f == nil {
		return "LY-13.1.1"
	}
	t := rdStr(a["type"])
	p := g.Players[0]
	if f.Player >= 0 && f.Player < g.n() {
		p = g.Players[f.Player]
	}
	offered := map[string]bool{}
	for _, l := range g.legal() {
		offered[rdStr(l["type"])] = true
	}
	// answers that belong to other moments
	if !offered[t] {
		switch t {
		case "take_loan":
			return "LY-10.1.4"
		case "path_step":
			if f.Kind != "path_step" {
				return "LY-9.4.6"
			}
		case "discard_helper":
			if f.Kind != "turn" {
				return "LY-11.1.8"
			}
		case "sell":
			if f.Kind == "turn" || f.Kind == "pay" || f.Kind == "store" || f.Kind == "solo_card_phase" {
				break
			}
			return "LY-8.4.5"
		case "plant", "buy", "trade", "deliver_regular", "serve_casual", "buy_two_pack":
			if f.Kind == "store" || f.Kind == "path_step" {
				return "LY-9.1.2"
			}
			if f.Kind != "turn" && f.Kind != "helper_option" {
				return "LY-7.3.1"
			}
		case "end_turn":
			if f.Kind == "distribution_turn" {
				return "LY-6.2.3"
			}
		case "use_helper":
			if f.Kind != "turn" && f.Kind != "pay" && f.Kind != "helper_window" && f.Kind != "helper_option" {
				return "LY-11.1.10"
			}
		case "upgrade_storehouse":
			if p.Upgraded {
				return "LY-9.3.6"
			}
		}
	}
	switch f.Kind {
	case "first_planting":
		v := rdStr(a["vegetable"])
		if t == "first_plant" {
			if !hasStr(g.cat.homeAllow, v) {
				return "LY-3.4.3"
			}
			if p.Shop[v] == 0 {
				return "LY-3.4.1"
			}
			if g.homeChosen(v) >= g.cat.homeMaxPer {
				return "LY-3.4.4"
			}
			if p.Cash < g.cat.shop[v].Buy {
				return "LY-1.3.1"
			}
		}
		return "LY-3.4.1"
	case "distribution_turn":
		df := g.distFrame()
		switch t {
		case "add_to_courtyard":
			if !hasStr(p.Hand, rdStr(a["card"])) {
				return "LY-6.2.2"
			}
			if len(p.Hand) == 1 {
				return "LY-6.3.3"
			}
			if df != nil && g.lastInDistribution(df) {
				return "LY-6.3.4"
			}
		case "take":
			c, h := rdStr(a["courtyard"]), rdStr(a["hand"])
			inC, inH := hasStr(g.Courtyard, c), hasStr(p.Hand, h)
			if (hasStr(p.Hand, c) && inH) || (inC && hasStr(g.Courtyard, h)) {
				return "LY-6.3.1"
			}
			if len(g.Courtyard) == 0 {
				return "LY-6.3.2"
			}
			if !inC || !inH {
				return "LY-6.2.2"
			}
		case "take_reserved":
			if !g.hasVariant("introductory") {
				return "LY-14.2.1"
			}
			if p.Dealt == "" {
				return "LY-14.2.3"
			}
			if len(g.Courtyard) == 0 {
				return "LY-6.3.2"
			}
			return "LY-14.2.1"
		case "turn_up":
			if g.n() != 2 {
				return "LY-6.5.1"
			}
			if f.TurnedUp {
				return "LY-6.5.2"
			}
			if len(g.Draw) == 0 {
				return "LY-6.7.3"
			}
			return "LY-6.5.1"
		}
		return "LY-6.2.2"
	case "distribution_forced":
		return "LY-6.3.5"
	case "pay":
		switch t {
		case "pay":
			return "LY-1.3.1"
		case "sell":
			return g.sellRule(p, rdStr(a["vegetable"]))
		case "use_helper":
			return g.helperRule(f.Player, rdStr(a["card"]), g.Phase)
		}
		return "LY-1.3.3"
	case "choose_partner":
		return "LY-12.1.1"
	case "turn":
		return g.turnRule(p, a)
	case "two_pack_keep":
		return "LY-8.9.5"
	case "two_pack_stack":
		return "LY-8.9.8"
	case "store":
		switch t {
		case "sell":
			return g.sellRule(p, rdStr(a["vegetable"]))
		case "upgrade_storehouse":
			if p.Upgraded {
				return "LY-9.3.6"
			}
			return "LY-1.3.1"
		case "discard":
			return "LY-9.3.3"
		}
		return "LY-9.3.3"
	case "path_step":
		if t == "path_step" {
			idx := g.cat.pathIndex(p.Path)
			if idx < 0 || idx >= len(g.cat.pathSpace)-1 {
				return "LY-9.4.5"
			}
			return "LY-1.3.1"
		}
		if t == "take_loan" {
			return "LY-9.4.5"
		}
		return "LY-9.4.1"
	case "helper_window":
		if t == "use_helper" {
			return g.helperRule(f.Player, rdStr(a["card"]), f.Phase)
		}
		return "LY-11.1.10"
	case "helper_option":
		if t == "choose_player" {
			if g.n() == 4 {
				return "LY-12.3.1"
			}
			return "LY-11.3.1"
		}
		if t == "choose" {
			return "LY-11.2.1"
		}
		return "LY-11.6.1"
	case "solo_card_phase":
		if t == "take_grid" {
			for _, gc := range rdStrs(a["grid"]) {
				if r, _ := g.gridPos(gc); r >= 0 && p.Cash < g.rowPrice(r) {
					return "LY-15.2.2"
				}
			}
			if len(rdStrs(a["grid"])) == 2 {
				return "LY-15.2.5"
			}
		}
		if t == "sell" {
			return g.sellRule(p, rdStr(a["vegetable"]))
		}
		return "LY-15.2.3"
	}
	return "LY-7.2.1"
}

func (g *Game) sellRule(p *Player, v string) string {
	if p.Cart[v] == 0 {
		return "LY-8.4.6"
	}
	return "LY-8.4.2"
}

func (g *Game) coveredBy(seat int, id string) bool {
	for _, k := range cardKinds {
		for _, c := range g.Players[seat].Area.Rows[k] {
			if c.Covers == id {
				return true
			}
		}
	}
	return false
}

func (g *Game) helperRule(seat int, id, phase string) string {
	if g.coveredBy(seat, id) {
		return "LY-11.1.4"
	}
	c := g.Players[seat].Area.find("helper", id)
	d := g.helperDef(id)
	if c == nil || d == nil {
		return "LY-8.1.2"
	}
	if !hasStr(d.Timing, phase) {
		return "LY-11.1.10"
	}
	return "LY-11.1.9"
}

func (g *Game) turnRule(p *Player, a A) string {
	t := rdStr(a["type"])
	seat := p.Seat
	switch t {
	case "plant":
		v, fid := rdStr(a["vegetable"]), rdStr(a["field"])
		if g.coveredBy(seat, fid) {
			return "LY-8.2.5"
		}
		if p.Cart[v] == 0 {
			return "LY-8.2.1"
		}
		owned := false
		for _, fl := range p.Fields {
			if fl.ID == fid {
				owned = true
				if fl.Count > 0 {
					return "LY-8.2.3"
				}
			}
		}
		if c := p.Area.find("common_field", fid); c != nil {
			owned = true
			if c.Count > 0 {
				return "LY-8.2.3"
			}
		}
		if !owned {
			return "LY-8.2.1"
		}
		return "LY-8.2.4"
	case "buy":
		v := rdStr(a["vegetable"])
		if p.Shop[v] == 0 {
			return "LY-8.3.2"
		}
		return "LY-1.3.1"
	case "sell":
		return g.sellRule(p, rdStr(a["vegetable"]))
	case "trade":
		st := rdStr(a["stall"])
		if g.coveredBy(seat, st) {
			return "LY-7.4.4"
		}
		stall := p.Area.find("market_stall", st)
		if stall == nil {
			return "LY-8.1.2"
		}
		pay := rdMix(a["pay"])
		take := rdStr(a["take"])
		if stall.Goods[take] == 0 {
			return "LY-8.5.2"
		}
		if pay.total() != g.bowls(st, take) {
			return "LY-8.5.2"
		}
		if !p.Cart.has(pay) {
			return "LY-8.1.1"
		}
		return "LY-8.5.2"
	case "use_helper":
		return g.helperRule(seat, rdStr(a["card"]), "action")
	case "discard_helper":
		id := rdStr(a["card"])
		if g.coveredBy(seat, id) {
			return "LY-11.1.4"
		}
		switch g.cardKind(id) {
		case "market_stall":
			return "LY-8.5.6"
		case "casual_customer":
			return "LY-8.8.7"
		case "regular_customer", "common_field":
			return "LY-7.4.1"
		}
		return "LY-11.1.5"
	case "deliver_regular":
		id := rdStr(a["card"])
		c := p.Area.find("regular_customer", id)
		if c == nil {
			if g.coveredBy(seat, id) {
				return "LY-7.4.4"
			}
			return "LY-8.1.2"
		}
		if c.LastDelivery == g.Round {
			return "LY-8.7.5"
		}
		if c.DueFrom > g.Round {
			return "LY-8.7.4"
		}
		return "LY-8.7.3"
	case "serve_casual":
		return "LY-8.8.2"
	case "buy_two_pack":
		if p.TwoPack {
			return "LY-8.9.6"
		}
		if len(g.Draw) == 0 {
			return "LY-8.9.13"
		}
		return "LY-1.3.1"
	case "upgrade_storehouse":
		if p.Upgraded {
			return "LY-9.3.6"
		}
		return "LY-1.3.1"
	}
	return "LY-7.2.1"
}

// ---------- load checks beyond the schema ----------

func (g *Game) checkInvariants() *reqError {
	bad := func(msg string) *reqError { return fail("invalid_state", msg) }
	n := g.n()
	for i, p := range g.Players {
		if p.Seat != i {
			return bad(fmt.Sprintf("player %d has seat %d", i, p.Seat))
		}
	}
	seat := func(s int) bool { return s >= 0 && s < n }
	if !seat(g.Start) {
		return bad("the Starting player is no seat of the game")
	}
	if g.Second >= n || g.Partner >= n {
		return bad("a token holder is no seat of the game")
	}
	for _, s := range g.TurnsTaken {
		if !seat(s) {
			return bad("turns_taken names no seat")
		}
	}
	known := func(id string) bool { _, ok := g.cat.cards[id]; return ok }
	for _, pile := range [][]string{g.Draw, g.Discard, g.Courtyard, g.SetAside} {
		for _, id := range pile {
			if !known(id) {
				return bad("unknown card " + id)
			}
		}
	}
	areas := []*PlayArea{}
	for _, p := range g.Players {
		for _, id := range p.Hand {
			if !known(id) {
				return bad("unknown card " + id)
			}
		}
		if p.Dealt != "" && !known(p.Dealt) {
			return bad("unknown card " + p.Dealt)
		}
		for _, f := range p.Fields {
			if _, _, ok := g.cat.fieldInfo(f.ID); !ok {
				return bad("unknown field " + f.ID)
			}
			if (f.Veg == "") != (f.Count == 0) {
				return bad("field " + f.ID + " has a kind without vegetables or vegetables without a kind")
			}
		}
		for _, id := range p.FieldPile {
			if _, _, ok := g.cat.fieldInfo(id); !ok {
				return bad("unknown field " + id)
			}
		}
		areas = append(areas, p.Area)
	}
	if g.Opponent != nil {
		areas = append(areas, g.Opponent.Area)
	}
	for _, pa := range areas {
		for k, row := range pa.Rows {
			for _, c := range row {
				if !known(c.ID) || g.cardKind(c.ID) != k {
					return bad("card " + c.ID + " is not a " + k)
				}
				if c.Covers != "" && !known(c.Covers) {
					return bad("unknown card " + c.Covers)
				}
			}
		}
	}
	if n == 1 && (g.Opponent == nil || g.Grid == nil) {
		return bad("a solo game needs its opponent and grid")
	}
	for _, f := range g.Stack {
		switch f.Kind {
		case "round_start", "harvest", "card_phase", "action_phase", "turns", "round_end", "helper_windows", "distribution":
		default:
			if !seat(f.Player) {
				return bad("frame " + f.Kind + " names no seat")
			}
		}
		if f.Kind == "distribution" && !seat(f.Next) {
			return bad("distribution names no seat")
		}
		if (f.Kind == "helper_effect" || f.Kind == "helper_option" || f.Kind == "helper_used") && g.helperDef(f.Card) == nil {
			return bad("frame names no Helper")
		}
	}
	return nil
}

// ---------- count ----------

const countBound = 300000

func (g *Game) count(depth int, divide bool) (map[string]any, *reqError) {
	budget := countBound
	var walk func(x *Game, d int) (int, bool)
	walk = func(x *Game, d int) (int, bool) {
		if d == 0 {
			return 1, true
		}
		acts := x.legal()
		if len(acts) == 0 {
			return 1, true
		}
		total := 0
		for _, a := range acts {
			budget--
			if budget < 0 {
				return 0, false
			}
			y := x.clone()
			y.apply(a)
			n, ok := walk(y, d-1)
			if !ok {
				return 0, false
			}
			total += n
		}
		return total, true
	}
	res := map[string]any{}
	if divide {
		parts := []any{}
		total := 0
		acts := g.legal()
		if depth == 0 || len(acts) == 0 {
			res["nodes"] = 1
			res["divide"] = parts
			return res, nil
		}
		for _, a := range acts {
			y := g.clone()
			y.apply(a)
			n, ok := walk(y, depth-1)
			if !ok {
				return nil, fail("unsupported", fmt.Sprintf("the count passes the bound of %d positions", countBound))
			}
			parts = append(parts, map[string]any{"action": a, "nodes": n})
			total += n
		}
		res["nodes"] = total
		res["divide"] = parts
		return res, nil
	}
	n, ok := walk(g, depth)
	if !ok {
		return nil, fail("unsupported", fmt.Sprintf("the count passes the bound of %d positions", countBound))
	}
	res["nodes"] = n
	return res, nil
}

// ---------- player views ----------

func (g *Game) view(viewer int) map[string]any {
	m := g.toGen()
	delete(m, "rng")
	delete(m, "draw_pile")
	m["viewer"] = viewer
	m["draw_pile_size"] = len(g.Draw)
	players := m["players"].([]any)
	for i, px := range players {
		pm := px.(map[string]any)
		pm["field_pile_size"] = len(g.Players[i].FieldPile)
		delete(pm, "field_pile")
		pm["hand_size"] = len(g.Players[i].Hand)
		if i != viewer {
			delete(pm, "hand")
			if _, ok := pm["dealt"]; ok {
				delete(pm, "dealt")
				pm["holds_dealt"] = true
			}
		}
	}
	stack := m["stack"].([]any)
	for i, fx := range stack {
		fm := fx.(map[string]any)
		f := g.Stack[i]
		if (f.Kind == "helper_effect" || f.Kind == "helper_option") && f.Player != viewer {
			fm["cards_size"] = len(f.Cards)
			fm["cards"] = []any{}
		}
	}
	if comps, ok := m["components"].(map[string]any); ok {
		if ac, ok := comps["action_cards"].([]any); ok {
			seen := map[string]bool{}
			collectStrings(m, seen, true)
			nc := map[string]any{}
			for k, v := range comps {
				nc[k] = v
			}
			kept := []any{}
			for _, c := range ac {
				if cm, ok := c.(map[string]any); ok && seen[rdStr(cm["id"])] {
					kept = append(kept, c)
				}
			}
			nc["action_cards"] = kept
			m["components"] = nc
		}
	}
	return m
}

func collectStrings(v any, seen map[string]bool, top bool) {
	switch t := v.(type) {
	case map[string]any:
		for k, x := range t {
			if top && k == "components" {
				continue
			}
			collectStrings(x, seen, false)
		}
	case []any:
		for _, x := range t {
			collectStrings(x, seen, false)
		}
	case string:
		seen[t] = true
	}
}
