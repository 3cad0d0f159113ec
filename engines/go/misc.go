package main

import (
	"fmt"
)

// ---------- which rule a refused answer breaks (decisions.md L11) ----------

// answerTypes gives, per decision, every answer type the decision can list.
var answerTypes = map[string][]string{
	"first_planting":      {"first_plant", "take_loan", "discard_helper"},
	"distribution_turn":   {"add_to_courtyard", "take", "take_reserved", "turn_up", "discard_helper"},
	"distribution_forced": {"play_hand", "discard_helper"},
	"pay":                 {"pay", "sell", "take_loan", "use_helper", "discard_helper"},
	"choose_partner":      {"choose_partner", "discard_helper"},
	"turn": {"plant", "buy", "sell", "trade", "use_helper", "discard_helper", "deliver_regular",
		"serve_casual", "buy_two_pack", "upgrade_storehouse", "take_loan", "end_turn"},
	"two_pack_keep":   {"keep"},
	"two_pack_stack":  {"stack"},
	"store":           {"sell", "discard", "upgrade_storehouse", "take_loan", "discard_helper"},
	"path_step":       {"path_step", "take_loan", "stop", "discard_helper"},
	"helper_window":   {"use_helper", "done", "discard_helper"},
	"solo_card_phase": {"take_grid", "sell", "take_loan", "discard_helper"},
}

var chapter8 = map[string]bool{"plant": true, "buy": true, "sell": true, "trade": true, "use_helper": true,
	"deliver_regular": true, "serve_casual": true, "buy_two_pack": true}

func (g *Game) refusalRule(a A) string {
	f := g.top()
	if f == nil || g.Phase == "game_over" {
		return "LY-13.1.1"
	}
	t := rdStr(a["type"])
	if f.Kind == "helper_option" {
		switch t {
		case "choose_player":
			return "LY-11.3.1"
		case "choose":
			return "LY-11.2.1"
		case "use_helper":
			return "LY-11.2.2"
		case "discard_helper":
			return "LY-11.1.8"
		case "take_loan":
			return "LY-10.1.4"
		}
		return "LY-11.6.1"
	}
	if !hasStr(answerTypes[f.Kind], t) {
		return g.foreignAnswerRule(f.Kind, t)
	}
	p := g.Players[0]
	if f.Player >= 0 && f.Player < g.n() {
		p = g.Players[f.Player]
	}
	return g.offeredAnswerRule(f, p, a)
}

// foreignAnswerRule is L11.2: a type the pending decision never lists.
func (g *Game) foreignAnswerRule(kind, t string) string {
	ch8 := chapter8[t]
	switch kind {
	case "first_planting":
		return "LY-3.4.1"
	case "distribution_turn", "distribution_forced":
		switch {
		case t == "take_loan":
			return "LY-10.1.4"
		case t == "sell":
			return "LY-8.4.5"
		case ch8:
			return "LY-7.3.1"
		case t == "end_turn" || t == "stop":
			return "LY-6.2.3"
		case kind == "distribution_forced":
			return "LY-6.3.5"
		}
		return "LY-6.2.2"
	case "pay":
		return "LY-1.3.3"
	case "choose_partner":
		if t == "take_loan" {
			return "LY-10.1.4"
		}
		return "LY-12.1.1"
	case "turn":
		if t == "path_step" {
			return "LY-9.4.6"
		}
		return "LY-7.2.1"
	case "two_pack_keep", "two_pack_stack":
		if t == "take_loan" {
			return "LY-10.1.4"
		}
		if t == "discard_helper" {
			return "LY-11.1.8"
		}
		if kind == "two_pack_keep" {
			return "LY-8.9.5"
		}
		return "LY-8.9.8"
	case "store", "path_step":
		return "LY-9.1.2"
	case "helper_window":
		if t == "take_loan" {
			return "LY-10.1.4"
		}
		if ch8 {
			return "LY-7.3.1"
		}
		return "LY-11.1.10"
	case "solo_card_phase":
		return "LY-15.2.3"
	}
	return "LY-7.2.1"
}

// offeredAnswerRule is L11.3: a type the decision lists, not legal now.
func (g *Game) offeredAnswerRule(f *Frame, p *Player, a A) string {
	t := rdStr(a["type"])
	switch t {
	case "take_loan":
		return "LY-10.1.4"
	case "first_plant":
		v := rdStr(a["vegetable"])
		switch {
		case !hasStr(g.cat.homeAllow, v):
			return "LY-3.4.3"
		case g.homeChosen(v) >= g.cat.homeMaxPer:
			return "LY-3.4.4"
		case p.Shop[v] == 0:
			return "LY-3.4.1"
		}
		return "LY-1.3.1"
	case "add_to_courtyard":
		if !hasStr(p.Hand, rdStr(a["card"])) {
			return "LY-6.2.2"
		}
		if len(p.Hand) == 1 {
			return "LY-6.3.3"
		}
		return "LY-6.3.4"
	case "take":
		c, h := rdStr(a["courtyard"]), rdStr(a["hand"])
		if len(g.Courtyard) == 0 {
			return "LY-6.3.2"
		}
		if hasStr(p.Hand, c) || hasStr(g.Courtyard, h) {
			return "LY-6.3.1"
		}
		return "LY-6.2.2"
	case "turn_up":
		if g.n() != 2 {
			return "LY-6.5.1"
		}
		if len(g.Draw) == 0 {
			return "LY-6.7.3"
		}
		return "LY-6.5.2"
	case "take_reserved":
		if p.Dealt == "" {
			return "LY-14.2.3"
		}
		return "LY-6.3.2"
	case "play_hand":
		return "LY-6.3.5"
	case "pay":
		return "LY-1.3.1"
	case "sell":
		v := rdStr(a["vegetable"])
		if p.Cart[v] == 0 {
			return "LY-8.4.6"
		}
		if !g.shopFree(p, v) {
			return "LY-8.4.2"
		}
		return "LY-8.4.1"
	case "buy":
		if p.Shop[rdStr(a["vegetable"])] == 0 {
			return "LY-8.3.2"
		}
		return "LY-1.3.1"
	case "plant":
		v, fid := rdStr(a["vegetable"]), rdStr(a["field"])
		if g.coveredBy(p.Seat, fid) {
			return "LY-8.2.5"
		}
		var fl *Field
		for _, x := range p.Fields {
			if x.ID == fid {
				fl = x
			}
		}
		cf := p.Area.find("common_field", fid)
		if fl == nil && cf == nil {
			return "LY-8.1.2"
		}
		if (fl != nil && fl.Count > 0) || (fl == nil && cf.Count > 0) {
			return "LY-8.2.3"
		}
		if !g.fieldAllows(fid, v) {
			return "LY-8.2.4"
		}
		return "LY-8.2.1"
	case "trade":
		st := rdStr(a["stall"])
		if g.coveredBy(p.Seat, st) {
			return "LY-7.4.4"
		}
		stall := p.Area.find("market_stall", st)
		if stall == nil {
			return "LY-8.1.2"
		}
		take := rdStr(a["take"])
		pay := rdMix(a["pay"])
		if stall.Goods[take] == 0 || pay.total() != g.bowls(st, take) {
			return "LY-8.5.2"
		}
		if !p.Cart.has(pay) {
			return "LY-8.1.1"
		}
		return "LY-8.5.2"
	case "deliver_regular":
		id := rdStr(a["card"])
		if g.coveredBy(p.Seat, id) {
			return "LY-7.4.4"
		}
		c := p.Area.find("regular_customer", id)
		if c == nil {
			return "LY-8.1.2"
		}
		if c.DueFrom > g.Round {
			return "LY-8.7.4"
		}
		if !g.isDue(c) {
			return "LY-8.7.13"
		}
		if !mayDeliver(p, c, g.Round) {
			return "LY-8.7.5"
		}
		return "LY-8.7.3"
	case "serve_casual":
		id := rdStr(a["card"])
		if g.coveredBy(p.Seat, id) {
			return "LY-7.4.4"
		}
		if p.Area.find("casual_customer", id) == nil {
			return "LY-8.1.2"
		}
		return "LY-8.8.2"
	case "buy_two_pack":
		if p.TwoPack {
			return "LY-8.9.6"
		}
		if len(g.Draw) == 0 {
			return "LY-8.9.13"
		}
		return "LY-1.3.1"
	case "use_helper":
		id := rdStr(a["card"])
		if g.coveredBy(p.Seat, id) {
			return "LY-11.1.4"
		}
		if p.Area.find("helper", id) == nil {
			return "LY-8.1.2"
		}
		phase := g.Phase
		if f.Kind == "helper_window" {
			phase = f.Phase
		}
		if d := g.helperDef(id); d == nil || !hasStr(d.Timing, phase) {
			return "LY-11.1.10"
		}
		return "LY-11.1.9"
	case "discard_helper":
		id := rdStr(a["card"])
		switch g.cardKind(id) {
		case "market_stall":
			return "LY-8.5.6"
		case "casual_customer":
			return "LY-8.8.7"
		case "regular_customer", "common_field":
			return "LY-7.4.1"
		}
		if g.coveredBy(p.Seat, id) {
			return "LY-7.4.4"
		}
		return "LY-8.1.2"
	case "upgrade_storehouse":
		if p.Upgraded {
			return "LY-9.3.6"
		}
		return "LY-1.3.1"
	case "discard":
		return "LY-9.3.3"
	case "path_step":
		idx := g.cat.pathIndex(p.Path)
		if idx < 0 || idx >= len(g.cat.pathSpace)-1 {
			return "LY-9.4.5"
		}
		return "LY-1.3.1"
	case "keep":
		return "LY-8.9.5"
	case "stack":
		return "LY-8.9.8"
	case "choose_partner":
		return "LY-12.1.1"
	case "take_grid":
		for _, gc := range rdStrs(a["grid"]) {
			r, _ := g.gridPos(gc)
			if r < 0 {
				return "LY-15.2.3"
			}
			if g.rowPrice(r) > p.Cash {
				return "LY-1.3.1"
			}
		}
		return "LY-15.2.3"
	}
	return "LY-7.2.1"
}

func (g *Game) coveredBy(seat int, id string) bool {
	for _, k := range cardKinds {
		for _, c := range g.area(seat).Rows[k] {
			if c.Covers == id {
				return true
			}
		}
	}
	return false
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
