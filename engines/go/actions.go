package main

import (
	"sort"
)

type A = map[string]any

func act(t string, kv ...any) A {
	a := A{"type": t}
	for i := 0; i+1 < len(kv); i += 2 {
		a[kv[i].(string)] = kv[i+1]
	}
	return a
}

// ---------- legal actions ----------

func (g *Game) legal() []A {
	f := g.top()
	if f == nil || !decisionKinds[f.Kind] {
		return []A{}
	}
	p := g.Players[0]
	if f.Player >= 0 && f.Player < g.n() {
		p = g.Players[f.Player]
	}
	out := []A{}
	switch f.Kind {
	case "first_planting":
		for _, v := range g.cat.homeAllow {
			if p.Shop[v] > 0 && p.Cash >= g.cat.shop[v].Buy && g.homeChosen(v) < g.cat.homeMaxPer {
				out = append(out, act("first_plant", "vegetable", v))
			}
		}
		out = append(out, act("take_loan"))
	case "distribution_turn":
		df := g.distFrame()
		mustTake := df != nil && g.mustTake(df, f.Player)
		if !mustTake {
			for _, h := range p.Hand {
				out = append(out, act("add_to_courtyard", "card", h))
			}
		}
		for _, c := range uniq(g.Courtyard) {
			for _, h := range p.Hand {
				out = append(out, act("take", "courtyard", c, "hand", h))
			}
			if g.hasVariant("introductory") && p.Dealt != "" {
				out = append(out, act("take_reserved", "courtyard", c))
			}
		}
		if g.n() == 2 && len(g.Draw) > 0 && !f.TurnedUp {
			out = append(out, act("turn_up"))
		}
	case "distribution_forced":
		for _, h := range p.Hand {
			out = append(out, act("play_hand", "card", h))
		}
	case "pay":
		if p.Cash >= f.Amount {
			out = append(out, act("pay"))
		}
		out = append(out, g.sales(p)...)
		out = append(out, act("take_loan"))
		for _, h := range g.usableHelpers(f.Player, g.Phase) {
			out = append(out, act("use_helper", "card", h))
		}
	case "choose_partner":
		for s := 0; s < g.n(); s++ {
			if s != g.Start && s != g.Second {
				out = append(out, act("choose_partner", "player", s))
			}
		}
	case "turn":
		out = g.turnActions(f.Player)
	case "two_pack_keep":
		for _, set := range subsets(f.Cards) {
			out = append(out, act("keep", "cards", strsGen(set)))
		}
	case "two_pack_stack":
		for _, c := range f.Cards {
			out = append(out, act("stack", "top", c))
		}
	case "store":
		out = append(out, g.sales(p)...)
		for _, v := range p.Cart.kinds() {
			out = append(out, act("discard", "vegetable", v))
		}
		if !p.Upgraded {
			if p.Cash >= g.cat.upPrice {
				out = append(out, act("upgrade_storehouse"))
			}
			out = append(out, act("take_loan"))
		}
	case "path_step":
		idx := g.cat.pathIndex(p.Path)
		atEnd := idx < 0 || idx >= len(g.cat.pathSpace)-1
		if !atEnd {
			if p.Cash >= g.stepCost(p) {
				out = append(out, act("path_step"))
			}
			out = append(out, act("take_loan"))
		}
		out = append(out, act("stop"))
	case "helper_window":
		for _, h := range g.usableHelpers(f.Player, f.Phase) {
			out = append(out, act("use_helper", "card", h))
		}
		out = append(out, act("done"))
	case "helper_option":
		out = g.helperOptions(f)
	case "solo_card_phase":
		out = g.soloActions(p)
	}
	if discardAnywhere[f.Kind] && f.Kind != "turn" && f.Player >= 0 && f.Player < g.n() {
		for _, c := range p.Area.Rows["helper"] {
			out = append(out, act("discard_helper", "card", c.ID))
		}
	}
	return dedupe(out)
}

// discardAnywhere lists the decisions in which the answering player may also
// throw away one of their unused Helpers (decisions.md L9).
var discardAnywhere = map[string]bool{
	"first_planting": true, "distribution_turn": true, "distribution_forced": true, "pay": true,
	"choose_partner": true, "turn": true, "store": true, "path_step": true, "helper_window": true,
	"solo_card_phase": true,
}

func dedupe(a []A) []A {
	seen := map[string]bool{}
	out := []A{}
	for _, x := range a {
		c := canon(x)
		if !seen[c] {
			seen[c] = true
			out = append(out, x)
		}
	}
	return out
}

func uniq(a []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, x := range a {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func subsets(cards []string) [][]string {
	out := [][]string{}
	n := len(cards)
	for mask := 0; mask < 1<<n; mask++ {
		s := []string{}
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				s = append(s, cards[i])
			}
		}
		sort.Strings(s)
		out = append(out, s)
	}
	return out
}

func (g *Game) homeChosen(v string) int {
	n := 0
	for _, p := range g.Players {
		for _, f := range p.Fields {
			if f.ID == "home_field" && f.Veg == v {
				n++
			}
		}
	}
	return n
}

func (g *Game) sales(p *Player) []A {
	out := []A{}
	for _, v := range p.Cart.kinds() {
		if g.shopFree(p, v) {
			out = append(out, act("sell", "vegetable", v))
		}
	}
	return out
}

func (g *Game) stepCost(p *Player) int {
	if !p.FirstStep {
		return g.cat.firstStep
	}
	idx := g.cat.pathIndex(p.Path)
	if idx < 0 || idx+1 >= len(g.cat.pathCost) {
		return 1 << 30
	}
	return g.cat.pathCost[idx+1]
}

func (g *Game) twoPackPrice(p *Player) int {
	h, s := len(p.Area.Rows["helper"]), len(p.Area.Rows["market_stall"])
	if h > s {
		return h
	}
	return s
}

// unsownFields lists the ids of a player's uncovered unsown fields.
func (g *Game) unsownFields(p *Player) []string {
	out := []string{}
	for _, f := range p.Fields {
		if f.Count == 0 {
			out = append(out, f.ID)
		}
	}
	for _, c := range p.Area.Rows["common_field"] {
		if c.Count == 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

func (g *Game) fieldAllows(id, v string) bool {
	_, allowed, ok := g.cat.fieldInfo(id)
	if !ok {
		return false
	}
	return hasStr(allowed, v)
}

// mixes lists every mix of exactly k vegetables that the cart holds.
func mixes(cart Mix, k int) []Mix {
	kinds := cart.kinds()
	out := []Mix{}
	var rec func(i, left int, cur Mix)
	rec = func(i, left int, cur Mix) {
		if left == 0 {
			out = append(out, cur.clone())
			return
		}
		if i >= len(kinds) {
			return
		}
		v := kinds[i]
		for n := 0; n <= cart[v] && n <= left; n++ {
			if n > 0 {
				cur[v] = n
			}
			rec(i+1, left-n, cur)
			delete(cur, v)
		}
	}
	rec(0, k, Mix{})
	return out
}

func (g *Game) turnActions(seat int) []A {
	p := g.Players[seat]
	out := []A{}
	// A: plant
	for _, v := range p.Cart.kinds() {
		for _, fid := range g.unsownFields(p) {
			if g.fieldAllows(fid, v) {
				out = append(out, act("plant", "vegetable", v, "field", fid))
			}
		}
	}
	// B: buy
	for _, v := range vegetables {
		if p.Shop[v] > 0 && p.Cash >= g.cat.shop[v].Buy {
			out = append(out, act("buy", "vegetable", v))
		}
	}
	// C: sell
	out = append(out, g.sales(p)...)
	// D: trade
	out = append(out, g.tradeActions(seat, p.Area)...)
	// E: helpers
	for _, h := range g.usableHelpers(seat, "action") {
		out = append(out, act("use_helper", "card", h))
	}
	for _, c := range p.Area.Rows["helper"] {
		out = append(out, act("discard_helper", "card", c.ID))
	}
	// F: regular customers
	for _, c := range p.Area.Rows["regular_customer"] {
		if g.canDeliver(p, c) {
			out = append(out, act("deliver_regular", "card", c.ID))
		}
	}
	// G: casual customers
	for _, c := range p.Area.Rows["casual_customer"] {
		d := g.cat.cards[c.ID]
		if d != nil && p.Cart.has(orderMix(d.Order)) {
			out = append(out, act("serve_casual", "card", c.ID))
		}
	}
	// H: two-pack
	if !p.TwoPack && p.Cash >= g.twoPackPrice(p) && len(g.Draw) > 0 {
		out = append(out, act("buy_two_pack"))
	}
	if !p.Upgraded && p.Cash >= g.cat.upPrice {
		out = append(out, act("upgrade_storehouse"))
	}
	out = append(out, act("take_loan"), act("end_turn"))
	return out
}

func (g *Game) tradeActions(seat int, area *PlayArea) []A {
	p := g.Players[seat]
	out := []A{}
	for _, st := range area.Rows["market_stall"] {
		for _, v := range st.Goods.kinds() {
			for _, m := range mixes(p.Cart, g.bowls(st.ID, v)) {
				out = append(out, act("trade", "stall", st.ID, "pay", m.gen(), "take", v))
			}
		}
	}
	return out
}

func orderMix(o []string) Mix {
	m := Mix{}
	for _, v := range o {
		m.add(v, 1)
	}
	return m
}

func (g *Game) canDeliver(p *Player, c *Card) bool {
	d := g.cat.cards[c.ID]
	if d == nil {
		return false
	}
	if !g.isDue(c) || !mayDeliver(p, c, g.Round) {
		return false
	}
	return p.Cart.has(orderMix(d.Pair))
}

// isDue: due this round, and not a customer whose rows a second delivery filled early (LY-8.7.13).
func (g *Game) isDue(c *Card) bool {
	return c.DueFrom <= g.Round && c.Rows < len(g.cat.cards[c.ID].Prices)
}

// mayDeliver: no delivery yet this round, or a second one under a Helper, once per customer (LY-8.7.5, LY-8.7.12).
func mayDeliver(p *Player, c *Card, round int) bool {
	if c.LastDelivery != round {
		return true
	}
	return p.SecondOn && !containsStr(p.Second, c.ID)
}

// servedOut: every row filled and the customer's fourth round reached (LY-8.7.9, LY-8.7.13).
func (g *Game) servedOut(c *Card) bool {
	n := len(g.cat.cards[c.ID].Prices)
	return c.Rows >= n && g.Round >= c.DueFrom+n-1
}

// ---------- applying an answer (already known to be legal) ----------

func (g *Game) apply(a A) {
	f := g.top()
	t := rdStr(a["type"])
	p := g.Players[0]
	if f.Player >= 0 && f.Player < g.n() {
		p = g.Players[f.Player]
	}
	if t == "discard_helper" {
		// the same decision stays pending; only the Helper (and what it covered) moves
		g.leave(f.Player, "helper", rdStr(a["card"]))
		g.run()
		return
	}
	switch f.Kind {
	case "first_planting":
		switch t {
		case "take_loan":
			g.loan(p)
		case "first_plant":
			v := rdStr(a["vegetable"])
			p.Shop.add(v, -1)
			p.Cash -= g.cat.shop[v].Buy
			size, _, _ := g.cat.fieldInfo("home_field")
			for _, fl := range p.Fields {
				if fl.ID == "home_field" {
					fl.Veg = v
					fl.Count = size
				}
			}
			g.pop()
		}
	case "distribution_turn":
		g.applyDistribution(f, p, a)
	case "distribution_forced":
		h := rdStr(a["card"])
		g.pop()
		p.Hand, _ = removeStr(p.Hand, h)
		pay := g.playCard(f.Player, h)
		g.handToCourtyard(p)
		df := g.distFrame()
		df.Finished = append(df.Finished, f.Player)
		g.pushPays([]*Frame{pay})
	case "pay":
		switch t {
		case "pay":
			p.Cash -= f.Amount
			g.pop()
		case "sell":
			g.sell(p, rdStr(a["vegetable"]))
		case "take_loan":
			g.loan(p)
		case "use_helper":
			g.useHelper(f.Player, rdStr(a["card"]))
		}
	case "choose_partner":
		g.Partner = rdInt(a["player"])
		g.pop()
	case "turn":
		g.applyTurn(f, p, a)
	case "two_pack_keep":
		kept := rdStrs(a["cards"])
		g.pop()
		for _, c := range f.Cards {
			if !hasStr(kept, c) {
				g.Discard = append(g.Discard, c)
			}
		}
		switch len(kept) {
		case 1:
			g.pushPays([]*Frame{g.playCard(f.Player, kept[0])})
		case 2:
			g.push(&Frame{Kind: "two_pack_stack", Player: f.Player, Cards: sortedCopy(kept)})
		}
	case "two_pack_stack":
		top := rdStr(a["top"])
		g.pop()
		lower := f.Cards[0]
		if lower == top {
			lower = f.Cards[1]
		}
		kind, c := g.freshCard(f.Player, top)
		c.Covers = lower
		p.Area.insert(kind, c)
		pays := []*Frame{}
		if kind == "common_field" {
			pays = append(pays, g.fieldPay(f.Player, top))
		}
		if g.cardKind(lower) == "common_field" {
			pays = append(pays, g.fieldPay(f.Player, lower))
		}
		g.pushPays(pays)
	case "store":
		switch t {
		case "sell":
			g.sell(p, rdStr(a["vegetable"]))
		case "discard":
			p.Cart.add(rdStr(a["vegetable"]), -1)
		case "upgrade_storehouse":
			p.Cash -= g.cat.upPrice
			p.Upgraded = true
		case "take_loan":
			g.loan(p)
		}
		g.pop()
	case "path_step":
		switch t {
		case "path_step":
			p.Cash -= g.stepCost(p)
			idx := g.cat.pathIndex(p.Path)
			p.Path = g.cat.pathSpace[idx+1]
			p.FirstStep = true
		case "take_loan":
			g.loan(p)
		case "stop":
			g.pop()
		}
	case "helper_window":
		switch t {
		case "done":
			g.pop()
		case "use_helper":
			g.useHelper(f.Player, rdStr(a["card"]))
		}
	case "helper_option":
		g.applyHelperOption(f, a)
	case "solo_card_phase":
		g.applySolo(f, p, a)
	}
	g.run()
}

func (g *Game) loan(p *Player) {
	p.Cash += g.cat.loanCash
	p.Loans++
}

func (g *Game) sell(p *Player, v string) {
	p.Cart.add(v, -1)
	p.Shop.add(v, 1)
	p.Cash += g.cat.shop[v].Sell
}

func (g *Game) handToCourtyard(p *Player) {
	g.Courtyard = append(g.Courtyard, sortedCopy(p.Hand)...)
	p.Hand = []string{}
}

func (g *Game) applyDistribution(f *Frame, p *Player, a A) {
	t := rdStr(a["type"])
	df := g.distFrame()
	switch t {
	case "turn_up":
		g.Courtyard = append(g.Courtyard, g.Draw[0])
		g.Draw = g.Draw[1:]
		f.TurnedUp = true
	case "add_to_courtyard":
		h := rdStr(a["card"])
		p.Hand, _ = removeStr(p.Hand, h)
		g.Courtyard = append(g.Courtyard, h)
		g.pop()
	case "take", "take_reserved":
		c := rdStr(a["courtyard"])
		g.pop()
		g.Courtyard, _ = removeStr(g.Courtyard, c)
		pays := []*Frame{g.playCard(f.Player, c)}
		if t == "take" {
			h := rdStr(a["hand"])
			p.Hand, _ = removeStr(p.Hand, h)
			pays = append(pays, g.playCard(f.Player, h))
		} else {
			d := p.Dealt
			p.Dealt = ""
			pays = append(pays, g.playCard(f.Player, d))
		}
		g.handToCourtyard(p)
		df.Finished = append(df.Finished, f.Player)
		g.pushPays(pays)
	}
}

func (g *Game) applyTurn(f *Frame, p *Player, a A) {
	t := rdStr(a["type"])
	seat := f.Player
	switch t {
	case "plant":
		v, fid := rdStr(a["vegetable"]), rdStr(a["field"])
		p.Cart.add(v, -1)
		g.sow(p, fid, v)
	case "buy":
		v := rdStr(a["vegetable"])
		p.Shop.add(v, -1)
		p.Cart.add(v, 1)
		p.Cash -= g.cat.shop[v].Buy
	case "sell":
		g.sell(p, rdStr(a["vegetable"]))
	case "trade":
		g.trade(seat, seat, rdStr(a["stall"]), rdMix(a["pay"]), rdStr(a["take"]))
	case "use_helper":
		g.useHelper(seat, rdStr(a["card"]))
	case "deliver_regular":
		id := rdStr(a["card"])
		if c := p.Area.find("regular_customer", id); c != nil && c.LastDelivery == g.Round && p.SecondOn {
			p.Second = sortedCopy(append(p.Second, id))
		}
		g.deliver(seat, seat, id)
	case "serve_casual":
		id := rdStr(a["card"])
		d := g.cat.cards[id]
		for _, v := range d.Order {
			p.Cart.add(v, -1)
		}
		price := d.Price
		if p.CasualBonus != nil {
			price += *p.CasualBonus
		} else {
			r, c := len(p.Area.Rows["regular_customer"]), len(p.Area.Rows["casual_customer"])
			if r > c {
				price += g.cat.casualMod
			} else if r < c {
				price -= g.cat.casualMod
			}
		}
		if price < 0 {
			price = 0
		}
		p.Cash += price
		g.leave(seat, "casual_customer", id)
	case "buy_two_pack":
		p.Cash -= g.twoPackPrice(p)
		p.TwoPack = true
		k := g.cat.twoPack
		if k > len(g.Draw) {
			k = len(g.Draw)
		}
		cards := append([]string{}, g.Draw[:k]...)
		g.Draw = g.Draw[k:]
		g.push(&Frame{Kind: "two_pack_keep", Player: seat, Cards: cards})
	case "upgrade_storehouse":
		p.Cash -= g.cat.upPrice
		p.Upgraded = true
	case "take_loan":
		g.loan(p)
	case "end_turn":
		g.pop()
		g.push(&Frame{Kind: "turn_over", Player: seat}, &Frame{Kind: "path_step", Player: seat},
			&Frame{Kind: "storing", Player: seat}, &Frame{Kind: "settle_customers", Player: seat})
	}
}

// sow plants a field of the player with a vegetable (the first comes from
// wherever the caller took it).
func (g *Game) sow(p *Player, fid, v string) {
	size, _, _ := g.cat.fieldInfo(fid)
	for _, fl := range p.Fields {
		if fl.ID == fid && fl.Count == 0 {
			fl.Veg, fl.Count = v, size
			return
		}
	}
	for _, c := range p.Area.Rows["common_field"] {
		if c.ID == fid && c.Count == 0 {
			c.Veg, c.Count = v, size
			return
		}
	}
}

// trade at a stall owned by `owner`, for the player `seat`.
func (g *Game) trade(seat, owner int, stall string, pay Mix, take string) {
	p := g.Players[seat]
	for k, v := range pay {
		p.Cart.add(k, -v)
	}
	st := g.area(owner).find("market_stall", stall)
	st.Goods.add(take, -1)
	p.Cart.add(take, 1)
	if st.Goods.total() == 0 {
		g.leave(owner, "market_stall", stall)
	}
}

func (g *Game) deliver(seat, owner int, id string) {
	p := g.Players[seat]
	c := g.area(owner).find("regular_customer", id)
	d := g.cat.cards[id]
	for _, v := range d.Pair {
		p.Cart.add(v, -1)
	}
	if c.Rows < len(d.Prices) {
		p.Cash += d.Prices[c.Rows]
	}
	c.Rows++
	c.LastDelivery = g.Round
	if g.servedOut(c) {
		g.leave(owner, "regular_customer", id)
	}
}

// ---------- the solo Card phase ----------

func (g *Game) gridPos(id string) (int, int) {
	for r, row := range g.Grid {
		for c, x := range row {
			if x == id && x != "" {
				return r, c
			}
		}
	}
	return -1, -1
}

func (g *Game) rowPrice(r int) int {
	if r >= 0 && r < len(g.cat.rowPrices) {
		return g.cat.rowPrices[r]
	}
	return 0
}

func (g *Game) gridCards() []string {
	out := []string{}
	for _, row := range g.Grid {
		for _, x := range row {
			if x != "" {
				out = append(out, x)
			}
		}
	}
	return out
}

func (g *Game) soloActions(p *Player) []A {
	out := []A{}
	grid := g.gridCards()
	if len(grid) == 0 {
		for _, h := range p.Hand {
			out = append(out, act("take_grid", "grid", []any{}, "hand", h))
		}
		if len(p.Hand) == 0 {
			// nothing left to take anywhere: the phase still needs an answer to end
			out = append(out, act("take_grid", "grid", []any{}, "hand", nil))
		}
	}
	for _, gc := range grid {
		r, _ := g.gridPos(gc)
		if p.Cash < g.rowPrice(r) {
			continue
		}
		if len(p.Hand) == 0 {
			out = append(out, act("take_grid", "grid", []any{gc}, "hand", nil))
		}
		for _, h := range p.Hand {
			out = append(out, act("take_grid", "grid", []any{gc}, "hand", h))
		}
	}
	if g.hasVariant("two_grid_cards") {
		for i := 0; i < len(grid); i++ {
			for j := i + 1; j < len(grid); j++ {
				r1, _ := g.gridPos(grid[i])
				r2, _ := g.gridPos(grid[j])
				if p.Cash >= g.rowPrice(r1)+g.rowPrice(r2) {
					pair := sortedCopy([]string{grid[i], grid[j]})
					out = append(out, act("take_grid", "grid", strsGen(pair), "hand", nil))
				}
			}
		}
	}
	out = append(out, g.sales(p)...)
	out = append(out, act("take_loan"))
	return out
}

func (g *Game) takeFromGrid(id string) int {
	r, c := g.gridPos(id)
	price := g.rowPrice(r)
	for i := r; i < len(g.Grid)-1; i++ {
		g.Grid[i][c] = g.Grid[i+1][c]
	}
	last := len(g.Grid) - 1
	if len(g.Draw) > 0 {
		g.Grid[last][c] = g.Draw[0]
		g.Draw = g.Draw[1:]
	} else {
		g.Grid[last][c] = ""
	}
	return price
}

func (g *Game) applySolo(f *Frame, p *Player, a A) {
	switch rdStr(a["type"]) {
	case "sell":
		g.sell(p, rdStr(a["vegetable"]))
	case "take_loan":
		g.loan(p)
	case "take_grid":
		g.pop()
		grid := rdStrs(a["grid"])
		// the upper card leaves the grid first
		sort.SliceStable(grid, func(i, j int) bool {
			ri, ci := g.gridPos(grid[i])
			rj, cj := g.gridPos(grid[j])
			if ri != rj {
				return ri < rj
			}
			return ci < cj
		})
		pays := []*Frame{}
		for _, gc := range grid {
			r, _ := g.gridPos(gc)
			p.Cash -= g.rowPrice(r)
		}
		for _, gc := range grid {
			g.takeFromGrid(gc)
			pays = append(pays, g.playCard(0, gc))
		}
		if h, ok := a["hand"].(string); ok {
			p.Hand, _ = removeStr(p.Hand, h)
			pays = append(pays, g.playCard(0, h))
		}
		g.Discard = append(g.Discard, sortedCopy(p.Hand)...)
		p.Hand = []string{}
		g.pushPays(pays)
	}
}

func containsStr(a []string, x string) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}
