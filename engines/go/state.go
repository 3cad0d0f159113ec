package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
)

// Mix is a count of vegetables by kind; zero counts are never kept.
type Mix map[string]int

func (m Mix) add(v string, n int) {
	m[v] += n
	if m[v] <= 0 {
		delete(m, v)
	}
}

func (m Mix) total() int {
	t := 0
	for _, n := range m {
		t += n
	}
	return t
}

func (m Mix) clone() Mix {
	o := Mix{}
	for k, v := range m {
		o[k] = v
	}
	return o
}

func (m Mix) has(o Mix) bool {
	for k, n := range o {
		if m[k] < n {
			return false
		}
	}
	return true
}

func (m Mix) kinds() []string {
	out := []string{}
	for _, v := range vegetables {
		if m[v] > 0 {
			out = append(out, v)
		}
	}
	return out
}

func (m Mix) gen() map[string]any {
	o := map[string]any{}
	for k, v := range m {
		if v > 0 {
			o[k] = v
		}
	}
	return o
}

type Field struct {
	ID    string
	Veg   string // "" while unsown
	Count int
}

type Card struct {
	ID           string
	Covers       string // "" when none
	Veg          string
	Count        int
	Goods        Mix
	Marker       string
	Rows         int
	DueFrom      int
	LastDelivery int // 0 when none
}

type PlayArea struct {
	Rows map[string][]*Card
}

func newPlayArea() *PlayArea {
	pa := &PlayArea{Rows: map[string][]*Card{}}
	for _, k := range cardKinds {
		pa.Rows[k] = []*Card{}
	}
	return pa
}

func (pa *PlayArea) insert(kind string, c *Card) {
	row := append(pa.Rows[kind], c)
	sort.Slice(row, func(i, j int) bool { return row[i].ID < row[j].ID })
	pa.Rows[kind] = row
}

func (pa *PlayArea) remove(kind, id string) *Card {
	row := pa.Rows[kind]
	for i, c := range row {
		if c.ID == id {
			pa.Rows[kind] = append(append([]*Card{}, row[:i]...), row[i+1:]...)
			return c
		}
	}
	return nil
}

func (pa *PlayArea) find(kind, id string) *Card {
	for _, c := range pa.Rows[kind] {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// findAny looks for a card in every row.
func (pa *PlayArea) findAny(id string) (string, *Card) {
	for _, k := range cardKinds {
		if c := pa.find(k, id); c != nil {
			return k, c
		}
	}
	return "", nil
}

type Player struct {
	Seat, Cash, Loans, Path int
	FirstStep, TwoPack      bool
	Shop, Cart, Store       Mix
	Upgraded                bool
	Fields                  []*Field
	FieldPile               []string
	Hand                    []string
	Area                    *PlayArea
	CasualBonus             *int
	// SecondOn: a Helper's second delivery is in force for the rest of the turn (spec LY-8.7.12);
	// Second lists the Regular customers that have taken it this round.
	SecondOn bool
	Second   []string
	Dealt    string
}

type Opponent struct {
	Cash int
	Area *PlayArea
}

type Frame struct {
	Kind        string
	Player      int
	Round       int
	Next        int
	Finished    []int
	TurnedUp    bool
	Amount      int
	For         string
	Card        string
	Cards       []string
	Phase       string
	Seats       []int
	Effect      any
	Target      int // -1 when null
	Done        int
	Used        []string
	Joined      []string
	PriceChange int
}

type Game struct {
	Rng        uint64
	Variants   []string
	Round      int
	Phase      string
	Start      int
	Second     int // -1 when null
	Partner    int // -1 when null
	TurnsTaken []int
	Players    []*Player
	Draw       []string
	Discard    []string
	Courtyard  []string
	SetAside   []string
	Components map[string]any
	Stack      []*Frame
	Opponent   *Opponent
	Grid       [][]string // nil when absent; "" marks an empty space
	cat        *catalog
}

var decisionKinds = map[string]bool{
	"first_planting": true, "distribution_turn": true, "distribution_forced": true, "pay": true,
	"choose_partner": true, "turn": true, "two_pack_keep": true, "two_pack_stack": true, "store": true,
	"path_step": true, "helper_window": true, "helper_option": true, "solo_card_phase": true,
}

// ---------- writing the interchange form ----------

func strsGen(a []string) []any {
	o := make([]any, 0, len(a))
	for _, s := range a {
		o = append(o, s)
	}
	return o
}

func intsGen(a []int) []any {
	o := make([]any, 0, len(a))
	for _, s := range a {
		o = append(o, s)
	}
	return o
}

func nullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func nullInt(i int) any {
	if i < 0 {
		return nil
	}
	return i
}

func cardGen(kind string, c *Card) map[string]any {
	m := map[string]any{"card": c.ID, "covers": nullStr(c.Covers)}
	switch kind {
	case "common_field":
		m["vegetable"] = nullStr(c.Veg)
		m["count"] = c.Count
	case "market_stall":
		m["goods"] = c.Goods.gen()
	case "regular_customer":
		m["marker"] = c.Marker
		m["rows"] = c.Rows
		m["due_from"] = c.DueFrom
		if c.LastDelivery > 0 {
			m["last_delivery"] = c.LastDelivery
		} else {
			m["last_delivery"] = nil
		}
	}
	return m
}

func areaGen(pa *PlayArea) map[string]any {
	m := map[string]any{}
	for _, k := range cardKinds {
		row := []any{}
		for _, c := range pa.Rows[k] {
			row = append(row, cardGen(k, c))
		}
		m[k] = row
	}
	return m
}

func frameGen(f *Frame) map[string]any {
	m := map[string]any{"kind": f.Kind}
	switch f.Kind {
	case "round_start":
		m["round"] = f.Round
	case "harvest", "card_phase", "action_phase", "turns", "round_end":
	case "distribution":
		m["next"] = f.Next
		m["finished"] = intsGen(f.Finished)
	case "distribution_turn":
		m["player"] = f.Player
		m["turned_up"] = f.TurnedUp
	case "pay":
		m["player"] = f.Player
		m["amount"] = f.Amount
		m["for"] = f.For
		m["card"] = f.Card
	case "two_pack_keep", "two_pack_stack":
		m["player"] = f.Player
		m["cards"] = strsGen(f.Cards)
	case "helper_effect", "helper_option":
		m["player"] = f.Player
		m["card"] = f.Card
		m["effect"] = f.Effect
		m["target"] = nullInt(f.Target)
		m["done"] = f.Done
		m["used"] = strsGen(f.Used)
		m["cards"] = strsGen(f.Cards)
		m["joined"] = strsGen(f.Joined)
		m["price_change"] = f.PriceChange
	case "helper_used":
		m["player"] = f.Player
		m["card"] = f.Card
		m["joined"] = strsGen(f.Joined)
	case "helper_windows":
		m["phase"] = f.Phase
		m["seats"] = intsGen(f.Seats)
	case "helper_window":
		m["player"] = f.Player
		m["phase"] = f.Phase
	default:
		m["player"] = f.Player
	}
	return m
}

func (g *Game) pendingGen() any {
	if len(g.Stack) == 0 {
		return nil
	}
	top := g.Stack[len(g.Stack)-1]
	if !decisionKinds[top.Kind] {
		return nil
	}
	return map[string]any{"kind": top.Kind, "player": top.Player}
}

func (g *Game) toGen() map[string]any {
	players := []any{}
	for _, p := range g.Players {
		fields := []any{}
		for _, f := range p.Fields {
			fields = append(fields, map[string]any{"field": f.ID, "vegetable": nullStr(f.Veg), "count": f.Count})
		}
		pm := map[string]any{
			"seat": p.Seat, "cash": p.Cash, "loans": p.Loans, "path": p.Path,
			"first_step_taken": p.FirstStep, "two_pack_bought": p.TwoPack,
			"shop": p.Shop.gen(), "cart": p.Cart.gen(), "storehouse": p.Store.gen(),
			"storehouse_upgraded": p.Upgraded, "fields": fields,
			"field_pile": strsGen(p.FieldPile), "hand": strsGen(sortedCopy(p.Hand)),
			"play_area": areaGen(p.Area),
		}
		if p.CasualBonus != nil {
			pm["casual_bonus"] = *p.CasualBonus
		}
		if p.SecondOn {
			pm["second_delivery"] = strsGen(sortedCopy(p.Second))
		}
		if p.Dealt != "" {
			pm["dealt"] = p.Dealt
		}
		players = append(players, pm)
	}
	stack := []any{}
	for _, f := range g.Stack {
		stack = append(stack, frameGen(f))
	}
	comps := g.Components
	if comps == nil {
		comps = map[string]any{}
	}
	m := map[string]any{
		"game": "loyang", "rng": fmt.Sprintf("%016x", g.Rng), "variants": strsGen(sortedCopy(g.Variants)),
		"round": g.Round, "phase": g.Phase, "starting_player": g.Start,
		"second_player": nullInt(g.Second), "partner": nullInt(g.Partner),
		"turns_taken": intsGen(g.TurnsTaken), "players": players,
		"draw_pile": strsGen(g.Draw), "discard_pile": strsGen(g.Discard),
		"courtyard": strsGen(g.Courtyard), "set_aside": strsGen(sortedCopy(g.SetAside)),
		"components": comps, "stack": stack, "pending": g.pendingGen(),
	}
	if g.Opponent != nil {
		m["opponent"] = map[string]any{"cash": g.Opponent.Cash, "play_area": areaGen(g.Opponent.Area)}
	}
	if g.Grid != nil {
		rows := []any{}
		for _, r := range g.Grid {
			row := []any{}
			for _, c := range r {
				row = append(row, nullStr(c))
			}
			rows = append(rows, row)
		}
		m["grid"] = rows
	}
	return m
}

func sortedCopy(a []string) []string {
	o := append([]string{}, a...)
	sort.Strings(o)
	return o
}

// ---------- reading the interchange form (after the schema check) ----------

func rdInt(v any) int {
	n, _ := asInt(v)
	return int(n)
}

func rdIntNull(v any) int {
	if v == nil {
		return -1
	}
	return rdInt(v)
}

func rdStr(v any) string {
	s, _ := v.(string)
	return s
}

func rdStrs(v any) []string {
	a, _ := v.([]any)
	o := []string{}
	for _, x := range a {
		o = append(o, rdStr(x))
	}
	return o
}

func rdInts(v any) []int {
	a, _ := v.([]any)
	o := []int{}
	for _, x := range a {
		o = append(o, rdInt(x))
	}
	return o
}

func rdMix(v any) Mix {
	m := Mix{}
	if o, ok := v.(map[string]any); ok {
		for k, x := range o {
			if n := rdInt(x); n > 0 {
				m[k] = n
			}
		}
	}
	return m
}

func rdArea(v any) *PlayArea {
	pa := newPlayArea()
	m, _ := v.(map[string]any)
	for _, k := range cardKinds {
		arr, _ := m[k].([]any)
		for _, x := range arr {
			cm := x.(map[string]any)
			c := &Card{ID: rdStr(cm["card"]), Covers: rdStr(cm["covers"]), Veg: rdStr(cm["vegetable"]),
				Count: rdInt(cm["count"]), Goods: rdMix(cm["goods"]), Marker: rdStr(cm["marker"]),
				Rows: rdInt(cm["rows"]), DueFrom: rdInt(cm["due_from"])}
			if cm["last_delivery"] != nil {
				c.LastDelivery = rdInt(cm["last_delivery"])
			}
			pa.Rows[k] = append(pa.Rows[k], c)
		}
		row := pa.Rows[k]
		sort.Slice(row, func(i, j int) bool { return row[i].ID < row[j].ID })
	}
	return pa
}

func rdFrame(v map[string]any) *Frame {
	f := &Frame{Kind: rdStr(v["kind"]), Target: -1}
	f.Player = rdInt(v["player"])
	f.Round = rdInt(v["round"])
	f.Next = rdInt(v["next"])
	f.Finished = rdInts(v["finished"])
	if b, ok := v["turned_up"].(bool); ok {
		f.TurnedUp = b
	}
	f.Amount = rdInt(v["amount"])
	f.For = rdStr(v["for"])
	f.Card = rdStr(v["card"])
	f.Cards = rdStrs(v["cards"])
	f.Phase = rdStr(v["phase"])
	f.Seats = rdInts(v["seats"])
	f.Effect = v["effect"]
	if t, ok := v["target"]; ok {
		f.Target = rdIntNull(t)
	}
	f.Done = rdInt(v["done"])
	f.Used = rdStrs(v["used"])
	f.Joined = rdStrs(v["joined"])
	f.PriceChange = rdInt(v["price_change"])
	return f
}

func gameFromGen(m map[string]any) (*Game, error) {
	g := &Game{}
	rng, err := strconv.ParseUint(rdStr(m["rng"]), 16, 64)
	if err != nil {
		return nil, err
	}
	g.Rng = rng
	g.Variants = rdStrs(m["variants"])
	g.Round = rdInt(m["round"])
	g.Phase = rdStr(m["phase"])
	g.Start = rdInt(m["starting_player"])
	g.Second = rdIntNull(m["second_player"])
	g.Partner = rdIntNull(m["partner"])
	g.TurnsTaken = rdInts(m["turns_taken"])
	for _, x := range m["players"].([]any) {
		pm := x.(map[string]any)
		p := &Player{Seat: rdInt(pm["seat"]), Cash: rdInt(pm["cash"]), Loans: rdInt(pm["loans"]), Path: rdInt(pm["path"]),
			FirstStep: pm["first_step_taken"] == true, TwoPack: pm["two_pack_bought"] == true,
			Shop: rdMix(pm["shop"]), Cart: rdMix(pm["cart"]), Store: rdMix(pm["storehouse"]),
			Upgraded: pm["storehouse_upgraded"] == true, FieldPile: rdStrs(pm["field_pile"]),
			Hand: sortedCopy(rdStrs(pm["hand"])), Area: rdArea(pm["play_area"]), Dealt: rdStr(pm["dealt"])}
		for _, fx := range pm["fields"].([]any) {
			fm := fx.(map[string]any)
			p.Fields = append(p.Fields, &Field{ID: rdStr(fm["field"]), Veg: rdStr(fm["vegetable"]), Count: rdInt(fm["count"])})
		}
		if cb, ok := pm["casual_bonus"]; ok {
			n := rdInt(cb)
			p.CasualBonus = &n
		}
		if sd, ok := pm["second_delivery"]; ok && sd != nil {
			p.SecondOn = true
			p.Second = sortedCopy(rdStrs(sd))
		}
		g.Players = append(g.Players, p)
	}
	g.Draw = rdStrs(m["draw_pile"])
	g.Discard = rdStrs(m["discard_pile"])
	g.Courtyard = rdStrs(m["courtyard"])
	g.SetAside = rdStrs(m["set_aside"])
	g.Components, _ = m["components"].(map[string]any)
	for _, fx := range m["stack"].([]any) {
		g.Stack = append(g.Stack, rdFrame(fx.(map[string]any)))
	}
	if o, ok := m["opponent"].(map[string]any); ok {
		g.Opponent = &Opponent{Cash: rdInt(o["cash"]), Area: rdArea(o["play_area"])}
	}
	if gr, ok := m["grid"].([]any); ok {
		for _, r := range gr {
			row := []string{}
			for _, c := range r.([]any) {
				row = append(row, rdStr(c))
			}
			g.Grid = append(g.Grid, row)
		}
	}
	g.cat = buildCatalog(g.Components)
	return g, nil
}

// clone makes a deep copy through the interchange form's Go values.
func (g *Game) clone() *Game {
	n := *g
	n.Variants = append([]string{}, g.Variants...)
	n.TurnsTaken = append([]int{}, g.TurnsTaken...)
	n.Draw = append([]string{}, g.Draw...)
	n.Discard = append([]string{}, g.Discard...)
	n.Courtyard = append([]string{}, g.Courtyard...)
	n.SetAside = append([]string{}, g.SetAside...)
	n.Players = nil
	for _, p := range g.Players {
		q := *p
		q.Shop, q.Cart, q.Store = p.Shop.clone(), p.Cart.clone(), p.Store.clone()
		q.Fields = nil
		for _, f := range p.Fields {
			ff := *f
			q.Fields = append(q.Fields, &ff)
		}
		q.FieldPile = append([]string{}, p.FieldPile...)
		q.Hand = append([]string{}, p.Hand...)
		q.Area = cloneArea(p.Area)
		if p.CasualBonus != nil {
			b := *p.CasualBonus
			q.CasualBonus = &b
		}
		q.Second = append([]string{}, p.Second...)
		n.Players = append(n.Players, &q)
	}
	n.Stack = nil
	for _, f := range g.Stack {
		ff := *f
		ff.Finished = append([]int{}, f.Finished...)
		ff.Cards = append([]string{}, f.Cards...)
		ff.Seats = append([]int{}, f.Seats...)
		ff.Used = append([]string{}, f.Used...)
		ff.Joined = append([]string{}, f.Joined...)
		ff.Effect = deepCopy(f.Effect)
		n.Stack = append(n.Stack, &ff)
	}
	if g.Opponent != nil {
		n.Opponent = &Opponent{Cash: g.Opponent.Cash, Area: cloneArea(g.Opponent.Area)}
	}
	if g.Grid != nil {
		n.Grid = nil
		for _, r := range g.Grid {
			n.Grid = append(n.Grid, append([]string{}, r...))
		}
	}
	return &n
}

func cloneArea(pa *PlayArea) *PlayArea {
	o := newPlayArea()
	for k, row := range pa.Rows {
		nr := make([]*Card, 0, len(row))
		for _, c := range row {
			cc := *c
			cc.Goods = c.Goods.clone()
			nr = append(nr, &cc)
		}
		o.Rows[k] = nr
	}
	return o
}

func deepCopy(v any) any {
	switch t := v.(type) {
	case map[string]any:
		o := map[string]any{}
		for k, x := range t {
			o[k] = deepCopy(x)
		}
		return o
	case []any:
		o := make([]any, len(t))
		for i, x := range t {
			o[i] = deepCopy(x)
		}
		return o
	}
	return v
}

var _ = json.Number("")
