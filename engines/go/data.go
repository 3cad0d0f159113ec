package main

import (
	"bytes"
	"encoding/json"
)

// The printed contents of the game, read from the component tables. A state
// may carry its own tables (state.components), each replacing the default
// table of the same name.

var vegetables = []string{"wheat", "pumpkin", "turnip", "bean", "cabbage", "leek"}

var cardKinds = []string{"common_field", "market_stall", "casual_customer", "regular_customer", "helper"}

type goodDef struct {
	Veg   string
	Bowls int
}

type cardDef struct {
	ID      string
	Kind    string
	Size    int
	Allowed []string
	Cost    int
	Goods   []goodDef
	Order   []string
	Price   int
	Pair    []string
	Prices  []int
	BlueDot bool
	Helper  string
	Lantern bool
	Timing  []string
	Effect  any
}

type fieldDef struct {
	ID      string
	Type    string
	Set     string
	Size    int
	Allowed []string
}

type shopDef struct {
	Spaces, Sell, Buy int
}

type catalog struct {
	cards     map[string]*cardDef
	cardOrder []string
	fields    map[string]*fieldDef
	fieldList []*fieldDef
	pathSpace []int // space numbers in order
	pathCost  []int
	firstStep int
	shop      map[string]shopDef
	capBasic  int
	capUp     int
	upPrice   int
	// setup
	startCash  int
	shopStock  map[string]int
	startPath  int
	loanCash   int
	handSize   int
	fieldCost  int
	rounds     int
	casualMod  int
	penalty    int
	twoPack    int
	homeAllow  []string
	homeMaxPer int
	// solo
	rowPrices []int
	oppCards  map[string]int
	soloRows  int
	soloCols  int
}

var defaultTables = loadDefaultTables()

func loadDefaultTables() map[string][]any {
	out := map[string][]any{}
	for _, name := range []string{"action_cards", "fields", "path", "setup", "shop", "storehouse", "solo"} {
		b, err := dataFS.ReadFile("data/components/" + name + ".json")
		if err != nil {
			panic(err)
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		var v map[string]any
		if err := dec.Decode(&v); err != nil {
			panic(err)
		}
		out[name] = v["items"].([]any)
	}
	return out
}

func gi(m map[string]any, k string) int {
	n, _ := asInt(m[k])
	return int(n)
}

func gs(m map[string]any, k string) string {
	s, _ := m[k].(string)
	return s
}

func gsl(m map[string]any, k string) []string {
	a, _ := m[k].([]any)
	out := []string{}
	for _, x := range a {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func buildCatalog(overrides map[string]any) *catalog {
	table := func(name string) []any {
		if overrides != nil {
			if t, ok := overrides[name].([]any); ok {
				return t
			}
		}
		return defaultTables[name]
	}
	c := &catalog{cards: map[string]*cardDef{}, fields: map[string]*fieldDef{}, shop: map[string]shopDef{}}
	for _, it := range table("action_cards") {
		m := it.(map[string]any)
		d := &cardDef{ID: gs(m, "id"), Kind: gs(m, "kind"), Size: gi(m, "size"), Allowed: gsl(m, "allowed"),
			Cost: gi(m, "cost"), Order: gsl(m, "order"), Price: gi(m, "price"), Pair: gsl(m, "pair"),
			Helper: gs(m, "helper"), Timing: gsl(m, "timing"), Effect: m["effect"]}
		if _, ok := m["cost"]; !ok && d.Kind == "common_field" {
			d.Cost = 2
		}
		if b, ok := m["blue_dot"].(bool); ok {
			d.BlueDot = b
		}
		if b, ok := m["lantern"].(bool); ok {
			d.Lantern = b
		}
		if g, ok := m["goods"].([]any); ok {
			for _, x := range g {
				gm := x.(map[string]any)
				d.Goods = append(d.Goods, goodDef{gs(gm, "vegetable"), gi(gm, "bowls")})
			}
		}
		if p, ok := m["prices"].([]any); ok {
			for _, x := range p {
				n, _ := asInt(x)
				d.Prices = append(d.Prices, int(n))
			}
		}
		c.cards[d.ID] = d
		c.cardOrder = append(c.cardOrder, d.ID)
	}
	for _, it := range table("fields") {
		m := it.(map[string]any)
		f := &fieldDef{ID: gs(m, "id"), Type: gs(m, "type"), Set: gs(m, "set"), Size: gi(m, "size"), Allowed: gsl(m, "allowed")}
		c.fields[f.ID] = f
		c.fieldList = append(c.fieldList, f)
	}
	c.firstStep = 1
	for _, it := range table("path") {
		m := it.(map[string]any)
		switch gs(m, "type") {
		case "stepping":
			if _, ok := m["first_step_cost"]; ok {
				c.firstStep = gi(m, "first_step_cost")
			}
		case "space":
			c.pathSpace = append(c.pathSpace, gi(m, "space"))
			if _, ok := m["step_cost"]; ok {
				c.pathCost = append(c.pathCost, gi(m, "step_cost"))
			} else {
				c.pathCost = append(c.pathCost, gi(m, "space"))
			}
		}
	}
	for _, it := range table("shop") {
		m := it.(map[string]any)
		c.shop[gs(m, "vegetable")] = shopDef{gi(m, "spaces"), gi(m, "sell_price"), gi(m, "buy_price")}
	}
	c.capBasic, c.capUp, c.upPrice = 1, 4, 2
	for _, it := range table("storehouse") {
		m := it.(map[string]any)
		switch gs(m, "id") {
		case "storehouse_basic":
			c.capBasic = gi(m, "capacity")
		case "storehouse_upgraded":
			c.capUp = gi(m, "capacity")
		case "storehouse_upgrade":
			c.upPrice = gi(m, "price")
		}
		if gs(m, "type") == "storehouse_side" {
			if gs(m, "side") == "storehouse" {
				c.capBasic = gi(m, "capacity")
			} else if gs(m, "side") == "upgraded" {
				c.capUp = gi(m, "capacity")
			}
		}
		if gs(m, "type") == "upgrade" {
			c.upPrice = gi(m, "price")
		}
	}
	// setup defaults, then the table
	c.startCash, c.loanCash, c.handSize, c.fieldCost, c.rounds = 10, 5, 4, 2, 9
	c.casualMod, c.penalty, c.twoPack, c.homeMaxPer = 2, 2, 2, 2
	c.homeAllow = []string{"wheat", "pumpkin", "turnip"}
	c.shopStock = map[string]int{"wheat": 3, "pumpkin": 2, "turnip": 2, "cabbage": 2, "bean": 1, "leek": 1}
	for _, it := range table("setup") {
		m := it.(map[string]any)
		switch gs(m, "kind") {
		case "player_start":
			c.startCash = gi(m, "cash")
			c.startPath = gi(m, "path_space")
		case "shop_stock":
			st := map[string]int{}
			if vm, ok := m["vegetables"].(map[string]any); ok {
				for k, x := range vm {
					n, _ := asInt(x)
					st[k] = int(n)
				}
			}
			c.shopStock = st
		case "loans":
			c.loanCash = gi(m, "cash")
		case "game":
			if _, ok := m["hand_size"]; ok {
				c.handSize = gi(m, "hand_size")
			}
			if _, ok := m["field_card_cost"]; ok {
				c.fieldCost = gi(m, "field_card_cost")
			}
			if _, ok := m["rounds"]; ok {
				c.rounds = gi(m, "rounds")
			}
			if _, ok := m["casual_modifier"]; ok {
				c.casualMod = gi(m, "casual_modifier")
			}
			if _, ok := m["regular_miss_penalty"]; ok {
				c.penalty = gi(m, "regular_miss_penalty")
			}
			if _, ok := m["two_pack_size"]; ok {
				c.twoPack = gi(m, "two_pack_size")
			}
		case "home_field_planting":
			if a := gsl(m, "allowed"); len(a) > 0 {
				c.homeAllow = a
			}
			if _, ok := m["max_players_per_vegetable"]; ok {
				c.homeMaxPer = gi(m, "max_players_per_vegetable")
			}
		}
	}
	if len(c.pathSpace) > 0 {
		c.startPath = c.pathSpace[0]
	}
	c.rowPrices = []int{0, 1, 2, 2}
	c.soloRows, c.soloCols = 4, 3
	c.oppCards = map[string]int{"market_stall": 2, "regular_customer": 2, "casual_customer": 2}
	for _, it := range table("solo") {
		m := it.(map[string]any)
		switch gs(m, "type") {
		case "courtyard":
			if p, ok := m["row_prices"].([]any); ok {
				c.rowPrices = nil
				for _, x := range p {
					n, _ := asInt(x)
					c.rowPrices = append(c.rowPrices, int(n))
				}
			}
		case "opponent":
			if cm, ok := m["cards"].(map[string]any); ok {
				c.oppCards = map[string]int{}
				for k, x := range cm {
					n, _ := asInt(x)
					c.oppCards[k] = int(n)
				}
			}
		}
	}
	return c
}

// fieldSize gives the spaces of a Private field or a Common field card.
func (c *catalog) fieldInfo(id string) (size int, allowed []string, ok bool) {
	if f, ok := c.fields[id]; ok {
		return f.Size, f.Allowed, true
	}
	if d, ok := c.cards[id]; ok && d.Kind == "common_field" {
		return d.Size, d.Allowed, true
	}
	return 0, nil, false
}

func (c *catalog) pathIndex(space int) int {
	for i, s := range c.pathSpace {
		if s == space {
			return i
		}
	}
	return -1
}
