package main

import (
	"sort"
)

// Helper cards: their effects are data, walked here by a single generic resolver.

func opName(eff any) (string, map[string]any) {
	m, _ := eff.(map[string]any)
	if _, ok := m["if"]; ok {
		return "if", m
	}
	for k, v := range m {
		vm, _ := v.(map[string]any)
		if vm == nil {
			vm = map[string]any{"value": v}
		}
		return k, vm
	}
	return "", nil
}

func mentionsRival(eff any) bool {
	switch t := eff.(type) {
	case map[string]any:
		for _, v := range t {
			if mentionsRival(v) {
				return true
			}
		}
	case []any:
		for _, v := range t {
			if mentionsRival(v) {
				return true
			}
		}
	case string:
		return t == "other_player"
	}
	return false
}

func kindsOf(params map[string]any, key string) []string {
	v, ok := params[key]
	if !ok {
		return vegetables
	}
	if s, ok := v.(string); ok && s == "any" {
		return vegetables
	}
	return rdStrs(v)
}

func cardKindsOf(params map[string]any) []string {
	v, ok := params["card_kinds"]
	if !ok {
		return cardKinds
	}
	if s, ok := v.(string); ok && s == "any" {
		return cardKinds
	}
	return rdStrs(v)
}

// countOf reads a count; "any" is unlimited.
func countOf(params map[string]any, key string, def int) int {
	v, ok := params[key]
	if !ok {
		return def
	}
	if s, ok := v.(string); ok && (s == "any" || s == "all") {
		return 1 << 30
	}
	return rdInt(v)
}

func isOther(params map[string]any, key string) bool {
	return rdStr(params[key]) == "other_player"
}

// targets gives the players a lantern effect may reach for seat.
func (g *Game) targets(seat int) []int {
	if g.solo() {
		return []int{1}
	}
	if g.n() == 4 && g.Phase == "action" && g.Partner >= 0 {
		var mate int
		switch seat {
		case g.Start:
			mate = g.Partner
		case g.Partner:
			mate = g.Start
		default:
			for s := 0; s < 4; s++ {
				if s != g.Start && s != g.Partner && s != seat {
					mate = s
				}
			}
		}
		return []int{mate}
	}
	out := []int{}
	for s := 0; s < g.n(); s++ {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

func (g *Game) helperDef(id string) *cardDef {
	d := g.cat.cards[id]
	if d == nil || d.Kind != "helper" {
		return nil
	}
	return d
}

func (g *Game) usableHelpers(seat int, phase string) []string {
	out := []string{}
	if seat < 0 || seat >= g.n() {
		return out
	}
	for _, c := range g.Players[seat].Area.Rows["helper"] {
		d := g.helperDef(c.ID)
		if d == nil || !hasStr(d.Timing, phase) {
			continue
		}
		if g.canUse(seat, d.Effect) {
			out = append(out, c.ID)
		}
	}
	return out
}

func (g *Game) canUse(seat int, eff any) bool {
	if mentionsRival(eff) {
		for _, t := range g.targets(seat) {
			if g.canDo(seat, t, eff) {
				return true
			}
		}
		return false
	}
	return g.canDo(seat, -1, eff)
}

func (g *Game) cashOf(seat int) int {
	if g.solo() && seat == 1 {
		return g.Opponent.Cash
	}
	return g.Players[seat].Cash
}

func (g *Game) addCash(seat, n int) {
	if g.solo() && seat == 1 {
		g.Opponent.Cash += n
		return
	}
	g.Players[seat].Cash += n
}

func (g *Game) ownerOf(seat, target int, params map[string]any, key string) int {
	if isOther(params, key) {
		return target
	}
	return seat
}

// canDo reports if using this effect right now would be allowed (LY-11.1.9).
func (g *Game) canDo(seat, target int, eff any) bool {
	f := &Frame{Kind: "helper_effect", Player: seat, Target: target, Effect: eff}
	op, params := opName(eff)
	p := g.Players[seat]
	switch op {
	case "gain_cash", "casual_bonus", "second_delivery":
		return true
	case "pay_cash":
		return p.Cash >= countOf(params, "amount", 0)
	case "upgrade_storehouse":
		return p.Upgraded || p.Cash >= countOf(params, "price", 0)
	case "turn_markers_blue":
		for _, c := range p.Area.Rows["regular_customer"] {
			if c.Marker == "red" {
				return true
			}
		}
		return false
	case "all":
		for _, part := range params["value"].([]any) {
			if !g.canDo(seat, target, part) {
				return false
			}
		}
		return true
	case "or":
		for _, alt := range params["value"].([]any) {
			if g.canDo(seat, target, alt) {
				return true
			}
		}
		return false
	case "if":
		b := g.ifBranch(seat, params)
		return b == nil || g.canDo(seat, target, b)
	case "take_card":
		switch rdStr(params["from"]) {
		case "draw_pile":
			return len(g.Draw) > 0
		case "discard_pile":
			// a card of a kind it takes lies in the discard pile (G-21)
			kinds := cardKindsOf(params)
			for _, c := range g.Discard {
				if hasStr(kinds, g.cardKind(c)) {
					return true
				}
			}
			return false
		}
		return len(g.unitAnswers(f)) > 0
	default:
		return len(g.unitAnswers(f)) > 0
	}
}

func (g *Game) ifBranch(seat int, m map[string]any) any {
	cond, _ := m["if"].(map[string]any)
	holds := true
	if hc, ok := cond["has_cards"].(map[string]any); ok {
		k := rdStr(hc["card_kind"])
		holds = len(g.Players[seat].Area.Rows[k]) >= rdInt(hc["at_least"])
	}
	if fh, ok := cond["field_holds"].(map[string]any); ok {
		// counted as the fields stand: such a Helper is used before the harvest (LY-5.5.1)
		least := rdInt(fh["at_least"])
		holds = false
		p := g.Players[seat]
		for _, fl := range p.Fields {
			if fl.ID != "home_field" && fl.Count >= least {
				holds = true
			}
		}
		for _, c := range p.Area.Rows["common_field"] {
			if c.Count >= least {
				holds = true
			}
		}
	}
	if holds {
		return m["then"]
	}
	if e, ok := m["else"]; ok {
		return e
	}
	return nil
}

func (g *Game) useHelper(seat int, card string) {
	d := g.helperDef(card)
	g.push(&Frame{Kind: "helper_used", Player: seat, Card: card, Joined: []string{}, Target: -1})
	g.push(&Frame{Kind: "helper_effect", Player: seat, Card: card, Effect: deepCopy(d.Effect), Target: -1,
		Used: []string{}, Cards: []string{}, Joined: []string{}})
}

func (g *Game) helperUsed(f *Frame) {
	for _, id := range append([]string{f.Card}, f.Joined...) {
		if g.Players[f.Player].Area.find("helper", id) != nil {
			g.leave(f.Player, "helper", id)
		}
	}
}

func newEffectFrame(f *Frame, eff any) *Frame {
	return &Frame{Kind: "helper_effect", Player: f.Player, Card: f.Card, Effect: eff, Target: f.Target,
		Used: []string{}, Cards: []string{}, Joined: []string{}}
}

func (g *Game) helperEffectStep(f *Frame) {
	seat := f.Player
	p := g.Players[seat]
	if f.Effect == nil {
		g.pop()
		return
	}
	if mentionsRival(f.Effect) && f.Target < 0 {
		f.Kind = "helper_option"
		return
	}
	op, params := opName(f.Effect)
	switch op {
	case "gain_cash":
		g.pop()
		p.Cash += countOf(params, "value", 0)
	case "pay_cash":
		g.pop()
		n := countOf(params, "amount", 0)
		p.Cash -= n
		if isOther(params, "to") && f.Target >= 0 {
			g.addCash(f.Target, n)
		}
	case "casual_bonus":
		g.pop()
		n := countOf(params, "amount", 0)
		p.CasualBonus = &n
	case "second_delivery":
		g.pop()
		if !p.SecondOn {
			p.SecondOn, p.Second = true, []string{}
		}
	case "upgrade_storehouse":
		g.pop()
		if !p.Upgraded {
			p.Cash -= countOf(params, "price", 0)
			p.Upgraded = true
		}
	case "all":
		g.pop()
		parts := params["value"].([]any)
		for i := len(parts) - 1; i >= 0; i-- {
			g.push(newEffectFrame(f, parts[i]))
		}
	case "if":
		g.pop()
		if b := g.ifBranch(seat, params); b != nil {
			g.push(newEffectFrame(f, b))
		}
	case "or":
		f.Kind = "helper_option"
	case "turn_markers_blue":
		if rdStr(params["count"]) == "all" {
			g.pop()
			for _, c := range p.Area.Rows["regular_customer"] {
				if c.Marker == "red" {
					c.Marker = "blue"
				}
			}
			return
		}
		g.unitStep(f, params)
	case "take_card":
		from := rdStr(params["from"])
		if from == "draw_pile" {
			if f.Done > 0 {
				g.pop()
				return
			}
			if len(f.Cards) == 0 {
				count := countOf(params, "count", 1)
				look := countOf(params, "look", count)
				k := look
				if k > len(g.Draw) {
					k = len(g.Draw)
				}
				if k == 0 {
					g.pop()
					return
				}
				f.Cards = append([]string{}, g.Draw[:k]...)
				g.Draw = g.Draw[k:]
				kinds := cardKindsOf(params)
				if look == count && len(kinds) == len(cardKinds) {
					g.pop()
					g.gainCards(f, params, f.Cards)
					return
				}
			}
			f.Kind = "helper_option"
			return
		}
		if from == "discard_pile" {
			if f.Done > 0 {
				g.pop()
				return
			}
			f.Kind = "helper_option"
			return
		}
		g.unitStep(f, params)
	default:
		g.unitStep(f, params)
	}
}

func (g *Game) unitStep(f *Frame, params map[string]any) {
	op, _ := opName(f.Effect)
	limit := 1
	switch op {
	case "use_stall", "exchange":
		limit = countOf(params, "times", 1)
	case "harvest":
		limit = countOf(params, "fields", 1)
	case "turn_markers_blue", "buy", "sell", "plant", "take_vegetables", "take_card":
		limit = countOf(params, "count", 1)
	case "deliver_regular", "remove_top_card":
		limit = countOf(params, "count", 1)
	}
	if f.Done >= limit || len(g.unitAnswers(f)) == 0 {
		g.pop()
		return
	}
	f.Kind = "helper_option"
}

// gainCards puts cards taken by a Helper where its effect sends them, and
// discards the rest of the looked-at cards.
func (g *Game) gainCards(f *Frame, params map[string]any, kept []string) {
	to := rdStr(params["to"])
	seat := f.Player
	p := g.Players[seat]
	for _, c := range f.Cards {
		if !hasStr(kept, c) {
			g.Discard = append(g.Discard, c)
		}
	}
	pays := []*Frame{}
	for _, c := range f.Cards {
		if !hasStr(kept, c) {
			continue
		}
		if to == "hand" {
			p.Hand = sortedCopy(append(p.Hand, c))
		} else {
			pays = append(pays, g.playCard(seat, c))
		}
	}
	g.pushPays(pays)
}

func (g *Game) helperOptions(f *Frame) []A {
	seat := f.Player
	out := []A{}
	if mentionsRival(f.Effect) && f.Target < 0 {
		for _, t := range g.targets(seat) {
			if g.canDo(seat, t, f.Effect) {
				out = append(out, act("choose_player", "player", t))
			}
		}
		return out
	}
	op, params := opName(f.Effect)
	switch op {
	case "or":
		for i, alt := range params["value"].([]any) {
			if g.canDo(seat, f.Target, alt) {
				out = append(out, act("choose", "option", i))
			}
		}
		return out
	case "take_card":
		from := rdStr(params["from"])
		if from == "draw_pile" || from == "discard_pile" {
			pool := f.Cards
			if from == "discard_pile" {
				pool = uniq(g.Discard)
			}
			kinds := cardKindsOf(params)
			match := []string{}
			for _, c := range pool {
				if hasStr(kinds, g.cardKind(c)) {
					match = append(match, c)
				}
			}
			count := countOf(params, "count", 1)
			for _, s := range subsets(match) {
				if len(s) <= count {
					out = append(out, act("keep", "cards", strsGen(s)))
				}
			}
			return dedupe(out)
		}
	}
	out = append(out, g.unitAnswers(f)...)
	if op == "buy" {
		out = append(out, g.joinAnswers(f)...)
	}
	if f.Done >= 1 {
		out = append(out, act("stop"))
	}
	return out
}

// ownPriceBuy tells whether an effect is a buy at a changed price from one
// of the player's own places (their Shop or the supply), and which place.
func ownPriceBuy(eff any) (string, bool) {
	op, params := opName(eff)
	if op != "buy" || isOther(params, "owner") || countOf(params, "price_change", 0) == 0 {
		return "", false
	}
	from := rdStr(params["from"])
	return from, from == "shop" || from == "supply"
}

// joinAnswers offers the player's other Helpers that may share this purchase
// (LY-11.2.2, decisions.md L4.10): only before its first vegetable.
func (g *Game) joinAnswers(f *Frame) []A {
	out := []A{}
	place, ok := ownPriceBuy(f.Effect)
	if !ok || f.Done != 0 {
		return out
	}
	for _, c := range g.Players[f.Player].Area.Rows["helper"] {
		if c.ID == f.Card || hasStr(f.Joined, c.ID) {
			continue
		}
		d := g.helperDef(c.ID)
		if d == nil {
			continue
		}
		if p2, ok2 := ownPriceBuy(d.Effect); ok2 && p2 == place {
			out = append(out, act("use_helper", "card", c.ID))
		}
	}
	return out
}

func (g *Game) buyPrice(f *Frame, params map[string]any, v string) int {
	price := g.cat.shop[v].Buy + countOf(params, "price_change", 0) + f.PriceChange
	if price < 0 {
		price = 0
	}
	return price
}

// unitAnswers gives the choices for the next single step of a counted operation.
func (g *Game) unitAnswers(f *Frame) []A {
	seat := f.Player
	p := g.Players[seat]
	op, params := opName(f.Effect)
	out := []A{}
	switch op {
	case "take_vegetables":
		kinds := kindsOf(params, "kinds")
		if params["same_kind"] == true && len(f.Used) > 0 {
			kinds = []string{f.Used[0]}
		}
		owner := g.ownerOf(seat, f.Target, params, "owner")
		switch rdStr(params["from"]) {
		case "supply":
			for _, v := range kinds {
				out = append(out, act("take_vegetable", "vegetable", v, "from", "supply"))
			}
		case "shop":
			if owner >= 0 && owner < g.n() {
				for _, v := range kinds {
					if g.Players[owner].Shop[v] > 0 {
						out = append(out, act("take_vegetable", "vegetable", v, "from", "shop"))
					}
				}
			}
		case "market_stall":
			if owner >= 0 {
				for _, st := range g.area(owner).Rows["market_stall"] {
					for _, v := range kinds {
						if st.Goods[v] > 0 {
							out = append(out, act("take_vegetable", "vegetable", v, "from", st.ID))
						}
					}
				}
			}
		case "field":
			if owner >= 0 && owner < g.n() {
				op := g.Players[owner]
				for _, fl := range op.Fields {
					if fl.ID != "home_field" && fl.Count > 0 && hasStr(kinds, fl.Veg) {
						out = append(out, act("take_vegetable", "vegetable", fl.Veg, "from", fl.ID))
					}
				}
				for _, c := range op.Area.Rows["common_field"] {
					if c.Count > 0 && hasStr(kinds, c.Veg) {
						out = append(out, act("take_vegetable", "vegetable", c.Veg, "from", c.ID))
					}
				}
			}
		}
	case "plant":
		kinds := kindsOf(params, "kinds")
		fromCart := rdStr(params["from"]) == "cart"
		for _, v := range kinds {
			if fromCart && p.Cart[v] == 0 {
				continue
			}
			for _, fid := range g.unsownFields(p) {
				if g.fieldAllows(fid, v) {
					out = append(out, act("plant", "vegetable", v, "field", fid))
				}
			}
		}
	case "buy":
		kinds := kindsOf(params, "kinds")
		owner := g.ownerOf(seat, f.Target, params, "owner")
		for _, v := range kinds {
			if rdStr(params["from"]) == "shop" {
				if owner < 0 || owner >= g.n() || g.Players[owner].Shop[v] == 0 {
					continue
				}
			}
			if p.Cash >= g.buyPrice(f, params, v) {
				out = append(out, act("buy", "vegetable", v))
			}
		}
	case "sell":
		kinds := kindsOf(params, "kinds")
		need := params["needs_space"] != false
		for _, v := range p.Cart.kinds() {
			if hasStr(kinds, v) && (!need || g.shopFree(p, v)) {
				out = append(out, act("sell", "vegetable", v))
			}
		}
	case "exchange":
		give, _ := params["give"].(map[string]any)
		get, _ := params["get"].(map[string]any)
		gk, getk := kindsOf(give, "kinds"), kindsOf(get, "kinds")
		cart := Mix{}
		for _, v := range gk {
			if p.Cart[v] > 0 {
				cart[v] = p.Cart[v]
			}
		}
		supply := Mix{}
		n := countOf(get, "count", 1)
		for _, v := range getk {
			supply[v] = n
		}
		for _, gm := range mixes(cart, countOf(give, "count", 1)) {
			for _, tm := range mixes(supply, n) {
				out = append(out, act("exchange", "give", gm.gen(), "get", tm.gen()))
			}
		}
	case "use_stall":
		owner := g.ownerOf(seat, f.Target, params, "owner")
		if owner >= 0 {
			out = append(out, g.tradeActions(seat, g.area(owner))...)
		}
	case "take_card":
		owner := g.ownerOf(seat, f.Target, map[string]any{"from": params["from"]}, "from")
		kinds := cardKindsOf(params)
		if owner >= 0 {
			for _, k := range kinds {
				for _, c := range g.area(owner).Rows[k] {
					out = append(out, act("take_card", "card", c.ID))
				}
			}
		}
	case "remove_top_card":
		owner := g.ownerOf(seat, f.Target, params, "owner")
		if owner >= 0 {
			for _, k := range cardKinds {
				for _, c := range g.area(owner).Rows[k] {
					if c.Covers != "" {
						out = append(out, act("remove_card", "card", c.ID))
					}
				}
			}
		}
	case "turn_markers_blue":
		for _, c := range p.Area.Rows["regular_customer"] {
			if c.Marker == "red" {
				out = append(out, act("turn_blue", "card", c.ID))
			}
		}
	case "deliver_regular":
		owner := g.ownerOf(seat, f.Target, params, "owner")
		if owner >= 0 {
			for _, c := range g.area(owner).Rows["regular_customer"] {
				d := g.cat.cards[c.ID]
				if d != nil && c.LastDelivery != g.Round && c.Rows < len(d.Prices) && p.Cart.has(orderMix(d.Pair)) {
					out = append(out, act("deliver_regular", "card", c.ID))
				}
			}
		}
	case "field_to_pile":
		for _, c := range p.Area.Rows["common_field"] {
			if c.Count == 0 {
				out = append(out, act("move_field", "card", c.ID))
			}
		}
	case "harvest":
		home := params["home_field"] == true
		for _, fl := range p.Fields {
			if fl.Count > 0 && (home || fl.ID != "home_field") && !hasStr(f.Used, fl.ID) {
				out = append(out, act("harvest", "field", fl.ID))
			}
		}
		for _, c := range p.Area.Rows["common_field"] {
			if c.Count > 0 && !hasStr(f.Used, c.ID) {
				out = append(out, act("harvest", "field", c.ID))
			}
		}
	}
	return out
}

func (g *Game) applyHelperOption(f *Frame, a A) {
	seat := f.Player
	p := g.Players[seat]
	t := rdStr(a["type"])
	op, params := opName(f.Effect)
	unit := func() {
		f.Done++
		f.Kind = "helper_effect"
	}
	switch t {
	case "choose_player":
		f.Target = rdInt(a["player"])
		f.Kind = "helper_effect"
	case "choose":
		alts := params["value"].([]any)
		f.Effect = alts[rdInt(a["option"])]
		f.Kind = "helper_effect"
	case "stop":
		g.pop()
	case "use_helper":
		id := rdStr(a["card"])
		d := g.helperDef(id)
		_, p2 := opName(d.Effect)
		f.Joined = append(f.Joined, id)
		f.PriceChange += countOf(p2, "price_change", 0)
		c1, c2 := countOf(params, "count", 1), countOf(p2, "count", 1)
		if c2 < c1 {
			params["count"] = c2
		}
		for i := len(g.Stack) - 1; i >= 0; i-- {
			if g.Stack[i].Kind == "helper_used" && g.Stack[i].Card == f.Card {
				g.Stack[i].Joined = append(g.Stack[i].Joined, id)
				break
			}
		}
	case "keep":
		kept := rdStrs(a["cards"])
		g.pop()
		if rdStr(params["from"]) == "discard_pile" {
			to := rdStr(params["to"])
			pays := []*Frame{}
			for _, c := range kept {
				g.Discard, _ = removeStr(g.Discard, c)
				if to == "hand" {
					p.Hand = sortedCopy(append(p.Hand, c))
				} else {
					pays = append(pays, g.playCard(seat, c))
				}
			}
			g.pushPays(pays)
		} else {
			g.gainCards(f, params, kept)
		}
	case "take_vegetable":
		v, src := rdStr(a["vegetable"]), rdStr(a["from"])
		owner := g.ownerOf(seat, f.Target, params, "owner")
		switch src {
		case "supply":
		case "shop":
			g.Players[owner].Shop.add(v, -1)
		default:
			if st := g.area(owner).find("market_stall", src); st != nil {
				st.Goods.add(v, -1)
				if st.Goods.total() == 0 {
					g.leave(owner, "market_stall", src)
				}
			} else {
				g.takeFromField(owner, src)
			}
		}
		p.Cart.add(v, 1)
		if params["same_kind"] == true {
			f.Used = append(f.Used, v)
		}
		unit()
	case "plant":
		v, fid := rdStr(a["vegetable"]), rdStr(a["field"])
		if rdStr(params["from"]) == "cart" {
			p.Cart.add(v, -1)
		}
		g.sow(p, fid, v)
		unit()
	case "buy":
		v := rdStr(a["vegetable"])
		price := g.buyPrice(f, params, v)
		owner := g.ownerOf(seat, f.Target, params, "owner")
		if rdStr(params["from"]) == "shop" {
			g.Players[owner].Shop.add(v, -1)
		}
		p.Cart.add(v, 1)
		p.Cash -= price
		if rdStr(params["paid_to"]) == "owner" && owner != seat {
			g.addCash(owner, price)
		}
		unit()
	case "sell":
		v := rdStr(a["vegetable"])
		p.Cart.add(v, -1)
		if params["needs_space"] != false {
			p.Shop.add(v, 1)
		}
		price := g.cat.shop[v].Sell + countOf(params, "price_change", 0)
		if price < 0 {
			price = 0
		}
		p.Cash += price
		unit()
	case "exchange":
		for k, n := range rdMix(a["give"]) {
			p.Cart.add(k, -n)
		}
		for k, n := range rdMix(a["get"]) {
			p.Cart.add(k, n)
		}
		unit()
	case "trade":
		owner := g.ownerOf(seat, f.Target, params, "owner")
		g.trade(seat, owner, rdStr(a["stall"]), rdMix(a["pay"]), rdStr(a["take"]))
		unit()
	case "take_card":
		id := rdStr(a["card"])
		owner := g.ownerOf(seat, f.Target, map[string]any{"from": params["from"]}, "from")
		kind, c := g.area(owner).findAny(id)
		g.area(owner).remove(kind, id)
		lower := c.Covers
		c.Covers = ""
		if rdStr(params["to"]) == "hand" {
			p.Hand = sortedCopy(append(p.Hand, id))
		} else {
			p.Area.insert(kind, c)
		}
		if lower != "" {
			g.reveal(owner, lower)
		}
		unit()
	case "remove_card":
		id := rdStr(a["card"])
		owner := g.ownerOf(seat, f.Target, params, "owner")
		kind, _ := g.area(owner).findAny(id)
		g.leave(owner, kind, id)
		unit()
	case "turn_blue":
		if c := p.Area.find("regular_customer", rdStr(a["card"])); c != nil {
			c.Marker = "blue"
		}
		unit()
	case "deliver_regular":
		owner := g.ownerOf(seat, f.Target, params, "owner")
		g.deliver(seat, owner, rdStr(a["card"]))
		unit()
	case "harvest":
		fid := rdStr(a["field"])
		extra := countOf(params, "extra", 1)
		for i := 0; i < extra; i++ {
			if !g.takeFromFieldTo(seat, seat, fid) {
				break
			}
		}
		f.Used = append(f.Used, fid)
		unit()
	case "move_field":
		// under the Field pile, a Private field from then on (LY-11.7.1, LY-11.7.2)
		id := rdStr(a["card"])
		g.lift(seat, "common_field", id)
		p.FieldPile = append(p.FieldPile, id)
		unit()
	}
	_ = op
}

// takeFromField removes one vegetable from a field of owner (the caller puts
// it where it goes).
func (g *Game) takeFromField(owner int, fid string) {
	p := g.Players[owner]
	for i, fl := range p.Fields {
		if fl.ID == fid && fl.Count > 0 {
			fl.Count--
			if fl.Count == 0 {
				p.Fields = append(append([]*Field{}, p.Fields[:i]...), p.Fields[i+1:]...)
				g.privateFieldGone(fid)
			}
			return
		}
	}
	if c := p.Area.find("common_field", fid); c != nil && c.Count > 0 {
		c.Count--
		if c.Count == 0 {
			g.leave(owner, "common_field", fid)
		}
	}
}

func (g *Game) takeFromFieldTo(seat, owner int, fid string) bool {
	p := g.Players[owner]
	veg := ""
	for _, fl := range p.Fields {
		if fl.ID == fid && fl.Count > 0 {
			veg = fl.Veg
		}
	}
	if c := p.Area.find("common_field", fid); veg == "" && c != nil && c.Count > 0 {
		veg = c.Veg
	}
	if veg == "" {
		return false
	}
	g.takeFromField(owner, fid)
	g.Players[seat].Cart.add(veg, 1)
	return true
}

var _ = sort.Strings
