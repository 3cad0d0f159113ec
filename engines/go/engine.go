package main

import (
	"sort"
)

// ---------- helpers over the state ----------

func (g *Game) n() int { return len(g.Players) }

func (g *Game) solo() bool { return len(g.Players) == 1 }

func (g *Game) hasVariant(v string) bool {
	for _, x := range g.Variants {
		if x == v {
			return true
		}
	}
	return false
}

func (g *Game) top() *Frame {
	if len(g.Stack) == 0 {
		return nil
	}
	return g.Stack[len(g.Stack)-1]
}

func (g *Game) pop() *Frame {
	f := g.top()
	g.Stack = g.Stack[:len(g.Stack)-1]
	return f
}

func (g *Game) push(fs ...*Frame) {
	for _, f := range fs {
		if f.Target == 0 && f.Kind != "helper_effect" && f.Kind != "helper_option" {
			f.Target = -1
		}
		g.Stack = append(g.Stack, f)
	}
}

// clockwise gives the seats clockwise from the Starting player.
func (g *Game) clockwise() []int {
	out := []int{}
	for i := 0; i < g.n(); i++ {
		out = append(out, (g.Start+i)%g.n())
	}
	return out
}

// turnOrder gives the order of the Action phase turns (LY-7.1.2, LY-12.2.3).
func (g *Game) turnOrder() []int {
	n := g.n()
	if n == 1 {
		return []int{0}
	}
	order := []int{g.Start}
	in := map[int]bool{g.Start: true}
	if g.Second >= 0 && !in[g.Second] {
		order = append(order, g.Second)
		in[g.Second] = true
	}
	if n == 4 && g.Partner >= 0 && !in[g.Partner] {
		order = append(order, g.Partner)
		in[g.Partner] = true
	}
	for _, s := range g.clockwise() {
		if !in[s] {
			order = append(order, s)
			in[s] = true
		}
	}
	return order
}

// turnEnded is true once the seat has declared its turn over: from end_turn
// on, the steps of the turn's end included (decisions.md L9.3).
func (g *Game) turnEnded(seat int) bool {
	for _, s := range g.TurnsTaken {
		if s == seat {
			return true
		}
	}
	for _, f := range g.Stack {
		if f.Kind == "turn_over" && f.Player == seat {
			return true
		}
	}
	return false
}

func (g *Game) cardKind(id string) string {
	if d, ok := g.cat.cards[id]; ok {
		return d.Kind
	}
	return ""
}

func (g *Game) area(seat int) *PlayArea {
	if g.solo() && seat == 1 && g.Opponent != nil {
		return g.Opponent.Area
	}
	return g.Players[seat].Area
}

func stallGoods(d *cardDef) Mix {
	m := Mix{}
	for _, gd := range d.Goods {
		m.add(gd.Veg, 1)
	}
	return m
}

func (g *Game) bowls(stall, veg string) int {
	d := g.cat.cards[stall]
	if d == nil {
		return 1
	}
	for _, gd := range d.Goods {
		if gd.Veg == veg {
			if gd.Bowls <= 0 {
				return 1
			}
			return gd.Bowls
		}
	}
	return 1
}

// freshCard gives a card as it enters the play area (played or revealed).
func (g *Game) freshCard(owner int, id string) (string, *Card) {
	d := g.cat.cards[id]
	kind := g.cardKind(id)
	c := &Card{ID: id, Goods: Mix{}}
	switch kind {
	case "market_stall":
		if d != nil {
			c.Goods = stallGoods(d)
		}
	case "regular_customer":
		c.Marker = "blue"
		c.DueFrom = g.Round
		if g.turnEnded(owner) {
			c.DueFrom = g.Round + 1
		}
	}
	return kind, c
}

// playCard puts a card into a player's play area and gives the payment it
// needs (nil when none).
func (g *Game) playCard(seat int, id string) *Frame {
	kind, c := g.freshCard(seat, id)
	g.area(seat).insert(kind, c)
	if kind == "common_field" {
		return g.fieldPay(seat, id)
	}
	return nil
}

func (g *Game) fieldPay(seat int, id string) *Frame {
	cost := g.cat.fieldCost
	if d := g.cat.cards[id]; d != nil && d.Cost > 0 {
		cost = d.Cost
	}
	if cost <= 0 {
		return nil
	}
	return &Frame{Kind: "pay", Player: seat, Amount: cost, For: "common_field", Card: id, Target: -1}
}

// pushPays pushes payments so that the first one given is answered first.
func (g *Game) pushPays(pays []*Frame) {
	for i := len(pays) - 1; i >= 0; i-- {
		if pays[i] != nil {
			g.push(pays[i])
		}
	}
}

// leave removes a card from a play area (to the discard pile) and reveals
// what it covered.
func (g *Game) leave(seat int, kind, id string) {
	c := g.area(seat).remove(kind, id)
	g.Discard = append(g.Discard, id)
	if c != nil && c.Covers != "" {
		g.reveal(seat, c.Covers)
	}
}

// lift takes a card out of a play area, revealing the card it covered; the caller says where it goes.
func (g *Game) lift(seat int, kind, id string) {
	c := g.area(seat).remove(kind, id)
	if c != nil && c.Covers != "" {
		g.reveal(seat, c.Covers)
	}
}

// privateFieldGone: an emptied Private field leaves the game, but a Common field card a Helper put
// under the Field pile goes to the discard pile (LY-11.7.3).
func (g *Game) privateFieldGone(id string) {
	if d, ok := g.cat.cards[id]; ok && d.Kind == "common_field" {
		g.Discard = append(g.Discard, id)
	}
}

func (g *Game) reveal(seat int, id string) {
	kind, c := g.freshCard(seat, id)
	g.area(seat).insert(kind, c)
}

func (g *Game) shopFree(p *Player, v string) bool {
	sd, ok := g.cat.shop[v]
	if !ok {
		return false
	}
	return p.Shop[v] < sd.Spaces
}

func (g *Game) capacity(p *Player) int {
	if p.Upgraded {
		return g.cat.capUp
	}
	return g.cat.capBasic
}

// ---------- a new game ----------

func newGame(n int, seed uint64, variants []string, start int) *Game {
	g := &Game{Rng: seed, Variants: sortedCopy(variants), Round: 1, Phase: "setup", Second: -1, Partner: -1,
		Components: map[string]any{}, TurnsTaken: []int{}, Discard: []string{}, Courtyard: []string{}, SetAside: []string{}}
	g.cat = buildCatalog(nil)
	c := g.cat
	if start >= 0 {
		g.Start = start
	} else {
		g.Start = g.below(n)
	}
	for s := 0; s < n; s++ {
		p := &Player{Seat: s, Cash: c.startCash, Path: c.startPath, Shop: Mix{}, Cart: Mix{}, Store: Mix{},
			Area: newPlayArea(), Fields: []*Field{{ID: "home_field"}}, Hand: []string{}}
		for k, v := range c.shopStock {
			p.Shop.add(k, v)
		}
		g.Players = append(g.Players, p)
	}
	dealt := map[string]bool{}
	if g.hasVariant("introductory") {
		blue := []string{}
		for _, id := range c.cardOrder {
			if d := c.cards[id]; d.Kind == "regular_customer" && d.BlueDot {
				blue = append(blue, id)
			}
		}
		g.shuffle(blue)
		for i, s := range g.clockwise() {
			if i < len(blue) {
				g.Players[s].Dealt = blue[i]
				dealt[blue[i]] = true
			}
		}
	}
	for _, id := range c.cardOrder {
		if !dealt[id] {
			g.Draw = append(g.Draw, id)
		}
	}
	g.shuffle(g.Draw)
	for s := 0; s < n; s++ {
		sets := map[string][]string{}
		setOrder := []string{}
		for _, f := range c.fieldList {
			if f.Type != "private_field" {
				continue
			}
			if _, ok := sets[f.Set]; !ok {
				setOrder = append(setOrder, f.Set)
			}
			sets[f.Set] = append(sets[f.Set], f.ID)
		}
		pile := []string{}
		for _, st := range setOrder {
			a := sets[st]
			g.shuffle(a)
			pile = append(pile, a...)
		}
		g.Players[s].FieldPile = pile
	}
	if n == 1 {
		g.soloSetup()
	}
	g.Stack = []*Frame{{Kind: "round_start", Round: 1, Target: -1}}
	order := g.clockwise()
	for i := len(order) - 1; i >= 0; i-- {
		g.push(&Frame{Kind: "first_planting", Player: order[i], Target: -1})
	}
	return g
}

func (g *Game) soloSetup() {
	c := g.cat
	g.Opponent = &Opponent{Area: newPlayArea()}
	need := map[string]int{}
	for k, v := range c.oppCards {
		need[k] = v
	}
	returned := []string{}
	for len(g.Draw) > 0 {
		done := true
		for _, v := range need {
			if v > 0 {
				done = false
			}
		}
		if done {
			break
		}
		id := g.Draw[0]
		g.Draw = g.Draw[1:]
		kind := g.cardKind(id)
		if need[kind] > 0 {
			need[kind]--
			_, card := g.freshCard(1, id)
			if kind == "regular_customer" {
				card.DueFrom = 1
			}
			g.Opponent.Area.insert(kind, card)
		} else {
			returned = append(returned, id)
		}
	}
	pile := append(append([]string{}, g.Draw...), returned...)
	g.shuffle(pile)
	g.Draw = pile
	g.Grid = make([][]string, c.soloRows)
	for r := 0; r < c.soloRows; r++ {
		g.Grid[r] = make([]string, c.soloCols)
		for col := 0; col < c.soloCols; col++ {
			if len(g.Draw) > 0 {
				g.Grid[r][col] = g.Draw[0]
				g.Draw = g.Draw[1:]
			}
		}
	}
}

// ---------- running automatic frames ----------

func (g *Game) run() {
	for guard := 0; guard < 100000; guard++ {
		f := g.top()
		if f == nil {
			return
		}
		if decisionKinds[f.Kind] {
			return
		}
		g.step(f)
	}
	panic("automatic frames do not settle")
}

func (g *Game) step(f *Frame) {
	switch f.Kind {
	case "round_start":
		g.pop()
		g.Round = f.Round
		g.Phase = "harvest"
		g.TurnsTaken = []int{}
		g.push(&Frame{Kind: "round_end"}, &Frame{Kind: "action_phase"}, &Frame{Kind: "card_phase"}, &Frame{Kind: "harvest"})
		// The Harvest phase opens with a window before any field is harvested (LY-5.5.1).
		g.push(&Frame{Kind: "helper_windows", Phase: "before_harvest", Seats: g.clockwise()})
	case "harvest":
		g.pop()
		g.Phase = "harvest"
		for _, s := range g.clockwise() {
			g.reapFor(s)
		}
		g.push(&Frame{Kind: "helper_windows", Phase: "harvest", Seats: g.clockwise()})
	case "card_phase":
		g.pop()
		g.Phase = "card"
		pile := append(append([]string{}, g.Draw...), g.Discard...)
		g.shuffle(pile)
		g.Draw = pile
		g.Discard = []string{}
		for i := 0; i < g.cat.handSize; i++ {
			for _, s := range g.clockwise() {
				if len(g.Draw) == 0 {
					break
				}
				p := g.Players[s]
				p.Hand = sortedCopy(append(p.Hand, g.Draw[0]))
				g.Draw = g.Draw[1:]
			}
		}
		if g.solo() {
			g.push(&Frame{Kind: "solo_card_phase", Player: 0})
		} else {
			g.push(&Frame{Kind: "distribution", Next: g.Start, Finished: []int{}})
		}
		g.push(&Frame{Kind: "helper_windows", Phase: "card", Seats: g.clockwise()})
	case "distribution":
		g.distribution(f)
	case "action_phase":
		g.pop()
		g.Phase = "action"
		g.Partner = -1
		for _, p := range g.Players {
			p.FirstStep = false
			p.TwoPack = false
		}
		g.push(&Frame{Kind: "turns"})
		if g.n() == 4 {
			g.push(&Frame{Kind: "choose_partner", Player: g.Start})
		}
	case "turns":
		for _, s := range g.turnOrder() {
			if !g.turnEnded(s) {
				g.push(&Frame{Kind: "turn", Player: s})
				return
			}
		}
		g.pop()
	case "settle_customers":
		g.pop()
		p := g.Players[f.Player]
		pays := []*Frame{}
		waited := []string{}
		for _, c := range p.Area.Rows["regular_customer"] {
			if !g.isDue(c) && g.servedOut(c) {
				waited = append(waited, c.ID) // filled early by a second delivery, its four rounds over (LY-8.7.13)
			}
			if g.isDue(c) && c.LastDelivery != g.Round {
				if c.Marker == "blue" {
					c.Marker = "red"
				} else {
					pays = append(pays, &Frame{Kind: "pay", Player: f.Player, Amount: g.cat.penalty, For: "penalty", Card: c.ID})
				}
			}
		}
		for _, id := range waited {
			g.leave(f.Player, "regular_customer", id)
		}
		g.pushPays(pays)
	case "storing":
		p := g.Players[f.Player]
		room := g.capacity(p) - p.Store.total()
		if p.Cart.total() <= room {
			for k, v := range p.Cart {
				p.Store.add(k, v)
			}
			p.Cart = Mix{}
			g.pop()
		} else {
			g.push(&Frame{Kind: "store", Player: f.Player})
		}
	case "turn_over":
		g.pop()
		g.TurnsTaken = append(g.TurnsTaken, f.Player)
		g.Players[f.Player].CasualBonus = nil
		g.Players[f.Player].SecondOn, g.Players[f.Player].Second = false, nil
	case "round_end":
		g.pop()
		if g.Round >= g.cat.rounds {
			g.Phase = "game_over"
			g.Stack = []*Frame{}
		} else {
			g.push(&Frame{Kind: "round_start", Round: g.Round + 1})
		}
	case "helper_windows":
		for len(f.Seats) > 0 {
			s := f.Seats[0]
			f.Seats = f.Seats[1:]
			if len(g.usableHelpers(s, f.Phase)) > 0 {
				g.push(&Frame{Kind: "helper_window", Player: s, Phase: f.Phase})
				return
			}
		}
		g.pop()
	case "helper_used":
		g.pop()
		g.helperUsed(f)
	case "helper_effect":
		g.helperEffectStep(f)
	default:
		panic("unknown automatic frame " + f.Kind)
	}
}

func (g *Game) reapFor(s int) {
	p := g.Players[s]
	if g.Round < g.cat.rounds && len(p.FieldPile) > 0 {
		p.Fields = append(p.Fields, &Field{ID: p.FieldPile[0]})
		p.FieldPile = p.FieldPile[1:]
	}
	kept := []*Field{}
	for _, f := range p.Fields {
		if f.Count > 0 {
			p.Cart.add(f.Veg, 1)
			f.Count--
			if f.Count == 0 {
				g.privateFieldGone(f.ID)
				continue
			}
		}
		kept = append(kept, f)
	}
	p.Fields = kept
	emptied := []string{}
	for _, c := range p.Area.Rows["common_field"] {
		if c.Count > 0 {
			p.Cart.add(c.Veg, 1)
			c.Count--
			if c.Count == 0 {
				emptied = append(emptied, c.ID)
			}
		}
	}
	for _, id := range emptied {
		g.leave(s, "common_field", id)
	}
	for k, v := range p.Store {
		p.Cart.add(k, v)
	}
	p.Store = Mix{}
}

func contains(a []int, x int) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}

func (g *Game) distribution(f *Frame) {
	n := g.n()
	for guard := 0; guard < 10*n+10; guard++ {
		if len(f.Finished) >= n {
			g.pop()
			g.Discard = append(g.Discard, g.Courtyard...)
			g.Courtyard = []string{}
			g.Start = f.Finished[len(f.Finished)-1]
			if len(f.Finished) >= 2 {
				g.Second = f.Finished[len(f.Finished)-2]
			}
			return
		}
		s := f.Next
		if contains(f.Finished, s) {
			f.Next = (s + 1) % n
			continue
		}
		p := g.Players[s]
		if len(p.Hand) == 0 {
			f.Finished = append(f.Finished, s)
			f.Next = (s + 1) % n
			continue
		}
		f.Next = (s + 1) % n
		turnedUp := false
		if g.mustTake(f, s) && len(g.Courtyard) == 0 {
			if len(g.Draw) == 0 {
				g.push(&Frame{Kind: "distribution_forced", Player: s})
				return
			}
			g.Courtyard = append(g.Courtyard, g.Draw[0])
			g.Draw = g.Draw[1:]
			turnedUp = true
		}
		g.push(&Frame{Kind: "distribution_turn", Player: s, TurnedUp: turnedUp})
		return
	}
	panic("distribution does not settle")
}

func (g *Game) lastInDistribution(f *Frame) bool {
	return g.n()-len(f.Finished) == 1
}

func (g *Game) mustTake(f *Frame, s int) bool {
	return len(g.Players[s].Hand) == 1 || g.lastInDistribution(f)
}

func (g *Game) distFrame() *Frame {
	for i := len(g.Stack) - 1; i >= 0; i-- {
		if g.Stack[i].Kind == "distribution" {
			return g.Stack[i]
		}
	}
	return nil
}

func removeStr(a []string, x string) ([]string, bool) {
	for i, y := range a {
		if y == x {
			return append(append([]string{}, a[:i]...), a[i+1:]...), true
		}
	}
	return a, false
}

func hasStr(a []string, x string) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}

// ---------- scores ----------

type scoreEntry struct {
	total, path, loans, cash, veg int
}

func (g *Game) scores() []map[string]any {
	es := []scoreEntry{}
	for _, p := range g.Players {
		v := p.Store.total()
		for _, f := range p.Fields {
			v += f.Count
		}
		for _, c := range p.Area.Rows["common_field"] {
			v += c.Count
		}
		es = append(es, scoreEntry{p.Path - p.Loans, p.Path, -p.Loans, p.Cash, v})
	}
	out := []map[string]any{}
	for i, e := range es {
		ahead := 0
		for j, o := range es {
			if j == i {
				continue
			}
			if o.total > e.total || (o.total == e.total && (o.cash > e.cash || (o.cash == e.cash && o.veg > e.veg))) {
				ahead++
			}
		}
		out = append(out, map[string]any{"player": i, "total": e.total, "rank": 1 + ahead,
			"items": map[string]any{"path": e.path, "loans": e.loans, "cash": e.cash, "vegetables": e.veg}})
	}
	return out
}

var _ = sort.Strings
