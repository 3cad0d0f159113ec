package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
)

// Load checks of chapter 16, in the chapter's order. Each check gives the
// rule it enforces and what it found.

type breach struct{ rule, msg string }

func refuse(rule, format string, args ...any) *breach {
	return &breach{rule, fmt.Sprintf(format, args...)}
}

// normalizeNumbers rewrites whole numbers written with a fraction or an
// exponent (2.0, 2e0) into plain integers, and reports whether it met one.
func normalizeNumbers(v any) (any, bool) {
	switch t := v.(type) {
	case map[string]any:
		seen := false
		for k, x := range t {
			nx, s := normalizeNumbers(x)
			t[k] = nx
			seen = seen || s
		}
		return t, seen
	case []any:
		seen := false
		for i, x := range t {
			nx, s := normalizeNumbers(x)
			t[i] = nx
			seen = seen || s
		}
		return t, seen
	case json.Number:
		if integerRe.MatchString(string(t)) {
			return t, false
		}
		r, ok := new(big.Rat).SetString(string(t))
		if ok && r.IsInt() {
			return json.Number(r.Num().String()), true
		}
		return t, false
	}
	return v, false
}

func outOfBounds(v any) bool {
	switch t := v.(type) {
	case map[string]any:
		for _, x := range t {
			if outOfBounds(x) {
				return true
			}
		}
	case []any:
		for _, x := range t {
			if outOfBounds(x) {
				return true
			}
		}
	case json.Number:
		n, err := strconv.ParseInt(string(t), 10, 64)
		return err != nil || n > 1000000 || n < -1000000
	}
	return false
}

// checkForm covers 16.1 on the raw document.
func checkForm(st map[string]any, hadFraction bool) *breach {
	if e := schemas.validate("state.schema.json", "", st); e != nil {
		return refuse("LY-16.1.1", "the state does not match the schema: %s", e.Error())
	}
	if comps, ok := st["components"].(map[string]any); ok {
		for name, tbl := range comps {
			defName := map[string]string{"action_cards": "action_card", "fields": "field_item", "path": "path_item",
				"setup": "setup_item", "shop": "shop_item", "storehouse": "storehouse_item", "solo": "solo_item"}[name]
			if defName == "" {
				continue
			}
			for i, it := range tbl.([]any) {
				if e := schemas.validate("components.schema.json", "/$defs/"+defName, it); e != nil {
					return refuse("LY-16.1.1", "component table %s item %d: %s", name, i, e.Error())
				}
			}
		}
	}
	if b := checkTablesComplete(st); b != nil {
		return b
	}
	if hadFraction {
		return refuse("LY-16.1.2", "a number in the state is not written as an integer")
	}
	if outOfBounds(st) {
		return refuse("LY-16.1.3", "a number in the state lies beyond a million")
	}
	return nil
}

func checkPending(st map[string]any, g *Game) *breach {
	pv, ok := st["pending"]
	if !ok {
		return nil
	}
	top := g.top()
	if top == nil {
		if pv != nil {
			return refuse("LY-16.1.4", "pending names a frame but the stack is empty")
		}
		return nil
	}
	pm, _ := pv.(map[string]any)
	if pm == nil || rdStr(pm["kind"]) != top.Kind {
		return refuse("LY-16.1.4", "pending does not repeat the top frame")
	}
	fm := frameGen(top)
	want, has := fm["player"]
	got := pm["player"]
	if !has {
		if got != nil {
			return refuse("LY-16.1.4", "pending names a player the top frame has not")
		}
		return nil
	}
	if got == nil || rdInt(got) != want.(int) {
		return refuse("LY-16.1.4", "pending names another player than the top frame")
	}
	return nil
}

var actionPhaseFrames = map[string]bool{"choose_partner": true, "turns": true, "turn": true, "two_pack_keep": true,
	"two_pack_stack": true, "settle_customers": true, "storing": true, "store": true, "path_step": true, "turn_over": true}

var turnFrames = map[string]bool{"turn": true, "two_pack_keep": true, "two_pack_stack": true, "settle_customers": true,
	"storing": true, "store": true, "path_step": true, "turn_over": true}

func (g *Game) beforeFirstAction() bool {
	return g.Round == 1 && (g.Phase == "setup" || g.Phase == "harvest" || g.Phase == "card")
}

// checkPosition covers 16.2 to 16.8 on the decoded game.
func (g *Game) checkPosition() *breach {
	n := g.n()
	c := g.cat
	seat := func(s int) bool { return s >= 0 && s < n }
	// 16.2
	for i, p := range g.Players {
		if p.Seat != i {
			return refuse("LY-16.2.1", "player %d sits in seat %d", i, p.Seat)
		}
	}
	if !seat(g.Start) || (g.Second >= 0 && !seat(g.Second)) || (g.Partner >= 0 && !seat(g.Partner)) {
		return refuse("LY-16.2.2", "a token or the partner names no seat")
	}
	for _, s := range g.TurnsTaken {
		if !seat(s) {
			return refuse("LY-16.2.2", "turns_taken names no seat")
		}
	}
	for _, f := range g.Stack {
		fm := frameGen(f)
		if _, ok := fm["player"]; ok && !seat(f.Player) {
			return refuse("LY-16.2.2", "frame %s names no seat", f.Kind)
		}
		if f.Kind == "distribution" {
			if !seat(f.Next) {
				return refuse("LY-16.2.2", "the Distribution round looks at no seat")
			}
			for _, s := range f.Finished {
				if !seat(s) {
					return refuse("LY-16.2.2", "the Distribution round lists no seat")
				}
			}
		}
		if f.Kind == "helper_windows" {
			for _, s := range f.Seats {
				if !seat(s) {
					return refuse("LY-16.2.2", "a Helper window names no seat")
				}
			}
		}
		if (f.Kind == "helper_effect" || f.Kind == "helper_option") && f.Target >= 0 {
			if !(seat(f.Target) || (n == 1 && f.Target == 1)) {
				return refuse("LY-16.2.2", "a Helper's target is no seat")
			}
		}
	}
	if (g.Second >= 0 && g.Second == g.Start) || (n == 1 && g.Second >= 0) {
		return refuse("LY-16.2.3", "the Second player token is misplaced")
	}
	if g.Partner >= 0 && (n != 4 || g.Partner == g.Start || g.Partner == g.Second) {
		return refuse("LY-16.2.4", "a partner is named where none can be")
	}
	if (n == 1) != (g.Grid != nil) || (n == 1) != (g.Opponent != nil) {
		return refuse("LY-16.2.5", "the solo grid and opponent belong to the 1-player game exactly")
	}
	if (g.hasVariant("introductory") && n == 1) || (g.hasVariant("two_grid_cards") && n != 1) {
		return refuse("LY-16.2.6", "a variant of another player count")
	}
	for _, f := range g.Stack {
		switch f.Kind {
		case "choose_partner":
			if n != 4 {
				return refuse("LY-16.2.7", "a partner choice outside a 4-player game")
			}
		case "solo_card_phase":
			if n != 1 {
				return refuse("LY-16.2.7", "a solo Card phase with several players")
			}
		case "distribution", "distribution_turn", "distribution_forced":
			if n == 1 {
				return refuse("LY-16.2.7", "a Distribution round in the solo game")
			}
		}
	}
	for _, p := range g.Players {
		if p.Dealt != "" && (!g.hasVariant("introductory") || g.cardKind(p.Dealt) != "regular_customer") {
			return refuse("LY-16.2.8", "player %d holds a dealt card outside the introductory version", p.Seat)
		}
	}
	seen := map[int]bool{}
	for _, s := range g.TurnsTaken {
		if seen[s] {
			return refuse("LY-16.2.9", "turns_taken names seat %d twice", s)
		}
		seen[s] = true
	}
	// 16.3
	places := map[string]int{}
	var dup string
	place := func(id string) {
		if id == "" {
			return
		}
		places[id]++
		if places[id] > 1 && dup == "" {
			dup = id
		}
	}
	named := []string{}
	areas := []*PlayArea{}
	for _, p := range g.Players {
		areas = append(areas, p.Area)
	}
	if g.Opponent != nil {
		areas = append(areas, g.Opponent.Area)
	}
	for _, pile := range [][]string{g.Draw, g.Discard, g.Courtyard, g.SetAside} {
		for _, id := range pile {
			place(id)
		}
	}
	for _, p := range g.Players {
		for _, id := range p.Hand {
			place(id)
		}
		place(p.Dealt)
		// a Common field made Private (LY-11.7.2), in the row of fields or the Field pile
		for _, f := range p.Fields {
			if _, ok := c.cards[f.ID]; ok {
				place(f.ID)
			}
		}
		for _, id := range p.FieldPile {
			if _, ok := c.cards[id]; ok {
				place(id)
			}
		}
	}
	for _, pa := range areas {
		for _, k := range cardKinds {
			for _, cd := range pa.Rows[k] {
				place(cd.ID)
				place(cd.Covers)
			}
		}
	}
	for _, row := range g.Grid {
		for _, id := range row {
			place(id)
		}
	}
	for _, f := range g.Stack {
		switch f.Kind {
		case "two_pack_keep", "two_pack_stack", "helper_effect", "helper_option":
			for _, id := range f.Cards {
				place(id)
			}
		}
		switch f.Kind {
		case "pay", "helper_effect", "helper_option", "helper_used":
			named = append(named, f.Card)
			named = append(named, f.Joined...)
		}
	}
	for id := range places {
		if _, ok := c.cards[id]; !ok {
			return refuse("LY-16.3.1", "%s is no Action card of the game", id)
		}
	}
	for _, id := range named {
		if _, ok := c.cards[id]; !ok {
			return refuse("LY-16.3.1", "%s is no Action card of the game", id)
		}
	}
	if dup != "" {
		return refuse("LY-16.3.2", "%s lies in two places", dup)
	}
	for _, id := range c.cardOrder {
		if places[id] == 0 {
			return refuse("LY-16.3.3", "%s is nowhere", id)
		}
	}
	for _, pa := range areas {
		for k, row := range pa.Rows {
			for _, cd := range row {
				if g.cardKind(cd.ID) != k {
					return refuse("LY-16.3.4", "%s lies in the %s row", cd.ID, k)
				}
			}
		}
	}
	if len(g.SetAside) > 0 {
		return refuse("LY-16.3.5", "cards are set aside")
	}
	if g.Opponent != nil {
		oa := g.Opponent.Area
		if len(oa.Rows["common_field"]) > 0 || len(oa.Rows["helper"]) > 0 {
			return refuse("LY-16.3.6", "the opponent holds a Common field or a Helper")
		}
		for _, k := range []string{"market_stall", "regular_customer", "casual_customer"} {
			if len(oa.Rows[k]) > c.oppCards[k] {
				return refuse("LY-16.3.6", "the opponent holds too many of %s", k)
			}
		}
	}
	if g.Grid != nil {
		for col := 0; col < len(g.Grid[0]); col++ {
			empty := false
			for r := range g.Grid {
				if g.Grid[r][col] == "" {
					empty = true
				} else if empty {
					return refuse("LY-16.3.7", "a grid card lies below an empty space")
				}
			}
		}
	}
	// 16.4
	homeHarvest := false
	for _, id := range c.cardOrder {
		if d := c.cards[id]; d.Kind == "helper" && effectHarvestsHome(d.Effect) {
			homeHarvest = true
		}
	}
	for _, p := range g.Players {
		for _, f := range p.Fields {
			if _, _, ok := c.fieldInfo(f.ID); !ok {
				return refuse("LY-16.4.1", "player %d has a field %s the game lacks", p.Seat, f.ID)
			}
		}
		for _, id := range p.FieldPile {
			fd, ok := c.fields[id]
			if cd, isCard := c.cards[id]; isCard && cd.Kind == "common_field" {
				continue // a Common field a Helper put under the pile (LY-11.7.1)
			}
			if !ok || fd.Type != "private_field" {
				return refuse("LY-16.4.1", "player %d's Field pile holds %s", p.Seat, id)
			}
		}
	}
	for _, p := range g.Players {
		held := map[string]bool{}
		for _, f := range p.Fields {
			if held[f.ID] {
				return refuse("LY-16.4.2", "player %d holds %s twice", p.Seat, f.ID)
			}
			held[f.ID] = true
		}
		for _, id := range p.FieldPile {
			if held[id] {
				return refuse("LY-16.4.2", "player %d holds %s twice", p.Seat, id)
			}
			held[id] = true
		}
	}
	for _, p := range g.Players {
		hasHome := false
		for i, f := range p.Fields {
			if fd, ok := c.fields[f.ID]; ok && fd.Type == "home_field" {
				hasHome = true
				if i != 0 {
					return refuse("LY-16.4.3", "player %d's Home field is not first", p.Seat)
				}
			}
		}
		if !hasHome && !homeHarvest && (g.Phase == "setup" || g.Round < c.rounds) {
			return refuse("LY-16.4.3", "player %d has lost the Home field too early", p.Seat)
		}
	}
	type fld struct {
		id, veg string
		count   int
	}
	for _, p := range g.Players {
		all := []fld{}
		for _, f := range p.Fields {
			all = append(all, fld{f.ID, f.Veg, f.Count})
		}
		for _, cd := range p.Area.Rows["common_field"] {
			all = append(all, fld{cd.ID, cd.Veg, cd.Count})
		}
		for _, f := range all {
			if (f.veg != "") != (f.count > 0) {
				return refuse("LY-16.4.4", "field %s names a kind without vegetables or the reverse", f.id)
			}
		}
		for _, f := range all {
			if f.veg != "" && !g.fieldAllows(f.id, f.veg) {
				return refuse("LY-16.4.5", "field %s holds %s", f.id, f.veg)
			}
		}
		for _, f := range all {
			size, _, _ := c.fieldInfo(f.id)
			if f.count > size {
				return refuse("LY-16.4.6", "field %s holds more than its spaces", f.id)
			}
		}
	}
	for _, p := range g.Players {
		for v, k := range p.Shop {
			if k > c.shop[v].Spaces {
				return refuse("LY-16.4.7", "player %d's Shop holds too many %s", p.Seat, v)
			}
		}
	}
	for _, p := range g.Players {
		if p.Store.total() > g.capacity(p) {
			return refuse("LY-16.4.8", "player %d's Storehouse overflows", p.Seat)
		}
	}
	for _, pa := range areas {
		for _, st := range pa.Rows["market_stall"] {
			shown := Mix{}
			if d := c.cards[st.ID]; d != nil {
				shown = stallGoods(d)
			}
			if !shown.has(st.Goods) {
				return refuse("LY-16.4.9", "stall %s holds what it does not show", st.ID)
			}
		}
	}
	if g.Phase == "setup" {
		for _, p := range g.Players {
			waiting := false
			for _, f := range g.Stack {
				if f.Kind == "first_planting" && f.Player == p.Seat {
					waiting = true
				}
			}
			sown := len(p.Fields) > 0 && p.Fields[0].Count > 0
			if waiting == sown {
				if sown {
					return refuse("LY-16.4.10", "player %d's Home field is sown before their first planting", p.Seat)
				}
				return refuse("LY-16.4.10", "player %d's Home field is still empty after their first planting", p.Seat)
			}
		}
	}
	// 16.5
	for _, p := range g.Players {
		if c.pathIndex(p.Path) < 0 {
			return refuse("LY-16.5.1", "player %d's marker is off the Path", p.Seat)
		}
	}
	if g.beforeFirstAction() {
		for _, p := range g.Players {
			if len(c.pathSpace) > 0 && p.Path != c.pathSpace[0] || p.FirstStep || p.TwoPack {
				return refuse("LY-16.5.2", "player %d has moved or bought before the first Action phase", p.Seat)
			}
		}
	}
	// 16.6
	for _, pa := range areas {
		for _, rc := range pa.Rows["regular_customer"] {
			if rc.Rows > 2*g.Round {
				return refuse("LY-16.6.1", "%s has more rows than rounds played", rc.ID)
			}
		}
	}
	for _, pa := range areas {
		for _, rc := range pa.Rows["regular_customer"] {
			if rc.DueFrom > g.Round+1 {
				return refuse("LY-16.6.2", "%s is due too late", rc.ID)
			}
		}
	}
	for _, pa := range areas {
		for _, rc := range pa.Rows["regular_customer"] {
			if rc.LastDelivery > g.Round {
				return refuse("LY-16.6.3", "%s was delivered in a later round", rc.ID)
			}
		}
	}
	for _, pa := range areas {
		for _, rc := range pa.Rows["regular_customer"] {
			if d := c.cards[rc.ID]; d != nil && rc.Rows >= len(d.Prices) && g.Round > rc.DueFrom+len(d.Prices)-1 {
				return refuse("LY-16.6.4", "%s has every row filled after its four rounds", rc.ID)
			}
		}
	}
	// 16.7
	if g.Phase == "setup" && g.Round != 1 {
		return refuse("LY-16.7.1", "setup after round 1")
	}
	if (len(g.Stack) == 0) != (g.Phase == "game_over") {
		return refuse("LY-16.7.2", "the stack is empty exactly when the game is over")
	}
	if g.Phase == "game_over" && g.Round != c.rounds {
		return refuse("LY-16.7.3", "the game is over before the last round")
	}
	if len(g.Stack) > 0 {
		b := g.Stack[0]
		ok := b.Kind == "round_end" || (b.Kind == "round_start" && (b.Round == g.Round || b.Round == g.Round+1))
		if !ok {
			return refuse("LY-16.7.4", "the bottom frame is not the round's")
		}
		for _, f := range g.Stack[1:] {
			if f.Kind == "round_end" || f.Kind == "round_start" {
				return refuse("LY-16.7.4", "a round frame above the bottom")
			}
		}
	}
	for _, f := range g.Stack {
		want := ""
		switch {
		case f.Kind == "first_planting":
			want = "setup"
		case f.Kind == "distribution" || f.Kind == "distribution_turn" || f.Kind == "distribution_forced" || f.Kind == "solo_card_phase":
			want = "card"
		case actionPhaseFrames[f.Kind]:
			want = "action"
		case f.Kind == "pay":
			if g.Phase != "card" && g.Phase != "action" {
				return refuse("LY-16.7.5", "a payment outside the Card and Action phases")
			}
		case f.Kind == "helper_window":
			if g.Phase != "harvest" && g.Phase != "card" {
				return refuse("LY-16.7.5", "a Helper window outside the Harvest and Card phases")
			}
		}
		if want != "" && g.Phase != want {
			return refuse("LY-16.7.5", "frame %s does not belong to the %s phase", f.Kind, g.Phase)
		}
	}
	if n >= 2 && g.Second < 0 && !g.beforeFirstAction() {
		return refuse("LY-16.7.6", "nobody holds the Second player token")
	}
	if g.Phase != "action" && g.Phase != "game_over" && len(g.TurnsTaken) > 0 {
		return refuse("LY-16.7.7", "turns taken outside the Action phase")
	}
	if g.Phase == "action" {
		if n == 4 && g.Partner < 0 && len(g.TurnsTaken) > 0 {
			return refuse("LY-16.7.7", "turns taken before the partner is chosen")
		}
		order := g.turnOrder()
		for i, s := range g.TurnsTaken {
			if i >= len(order) || order[i] != s {
				return refuse("LY-16.7.7", "turns taken out of order")
			}
		}
	}
	current := -1
	if g.Phase == "action" {
		for _, s := range g.turnOrder() {
			if !contains(g.TurnsTaken, s) {
				current = s
				break
			}
		}
	}
	for _, f := range g.Stack {
		if turnFrames[f.Kind] && f.Player != current {
			return refuse("LY-16.7.8", "frame %s belongs to a player whose turn it is not", f.Kind)
		}
	}
	for _, p := range g.Players {
		if (p.CasualBonus != nil || p.SecondOn) && (g.Phase != "action" || p.Seat != current) {
			return refuse("LY-16.7.9", "player %d has a Casual customer bonus outside their turn", p.Seat)
		}
	}
	if g.Phase == "action" {
		for _, p := range g.Players {
			if p.TwoPack && p.Seat != current && !contains(g.TurnsTaken, p.Seat) {
				return refuse("LY-16.7.10", "player %d bought a Two-pack before their turn", p.Seat)
			}
		}
	}
	if n == 4 && g.Phase == "action" && g.Partner < 0 {
		// the partner question must sit higher on the stack than the run of
		// turns and any turn, so that nobody plays before it is answered
		asked := -1
		for i, f := range g.Stack {
			if f.Kind == "choose_partner" {
				asked = i
			}
		}
		for i, f := range g.Stack {
			if (f.Kind == "turns" || turnFrames[f.Kind]) && i > asked {
				return refuse("LY-16.7.11", "a turn or the run of turns lies above no partner choice while nobody is the partner")
			}
		}
	}
	// 16.8
	for i, f := range g.Stack {
		if f.Kind == "distribution_turn" || f.Kind == "distribution_forced" {
			if i == 0 || g.Stack[i-1].Kind != "distribution" {
				return refuse("LY-16.8.1", "a Distribution turn does not lie on the Distribution round")
			}
		}
	}
	for i, f := range g.Stack {
		if f.Kind == "distribution" {
			fin := map[int]bool{}
			for _, s := range f.Finished {
				if fin[s] {
					return refuse("LY-16.8.2", "a seat finished twice")
				}
				fin[s] = true
			}
			if i+1 < len(g.Stack) {
				t := g.Stack[i+1]
				if (t.Kind == "distribution_turn" || t.Kind == "distribution_forced") && fin[t.Player] {
					return refuse("LY-16.8.2", "a finished player is asked again")
				}
			}
		}
	}
	for _, f := range g.Stack {
		if (f.Kind == "distribution_turn" || f.Kind == "distribution_forced") && len(g.Players[f.Player].Hand) == 0 {
			return refuse("LY-16.8.3", "a Distribution turn for an empty hand")
		}
	}
	for _, f := range g.Stack {
		if f.Kind != "pay" {
			continue
		}
		pa := g.Players[f.Player].Area
		switch f.For {
		case "common_field":
			inPlay := pa.find("common_field", f.Card) != nil || (g.coveredBy(f.Player, f.Card) && g.cardKind(f.Card) == "common_field")
			cost := c.fieldCost
			if d := c.cards[f.Card]; d != nil && d.Cost > 0 {
				cost = d.Cost
			}
			if !inPlay || f.Amount != cost {
				return refuse("LY-16.8.4", "a payment for %s that is not owed", f.Card)
			}
		case "penalty":
			if pa.find("regular_customer", f.Card) == nil || f.Amount != c.penalty {
				return refuse("LY-16.8.4", "a penalty for %s that is not owed", f.Card)
			}
		}
	}
	for _, f := range g.Stack {
		if f.Kind == "helper_effect" || f.Kind == "helper_option" || f.Kind == "helper_used" {
			if g.helperDef(f.Card) == nil {
				return refuse("LY-16.8.5", "a Helper frame for %s, no Helper", f.Card)
			}
			for _, j := range f.Joined {
				if g.helperDef(j) == nil {
					return refuse("LY-16.8.5", "%s joined but is no Helper", j)
				}
			}
		}
	}
	for _, f := range g.Stack {
		if (f.Kind == "two_pack_keep" || f.Kind == "two_pack_stack") && !g.Players[f.Player].TwoPack {
			return refuse("LY-16.8.6", "a Two-pack question for a player who bought none")
		}
	}
	for _, f := range g.Stack {
		window := f.Phase
		if window == "before_harvest" {
			window = "harvest" // the window that opens the Harvest phase (LY-5.5.1)
		}
		if (f.Kind == "helper_window" || f.Kind == "helper_windows") && window != g.Phase {
			return refuse("LY-16.8.7", "a Helper window of another phase")
		}
	}
	for i, f := range g.Stack {
		if (f.Kind == "distribution_turn" || f.Kind == "distribution_forced") && i > 0 {
			d := g.Stack[i-1]
			if d.Kind == "distribution" && d.Next != (f.Player+1)%n {
				return refuse("LY-16.8.8", "the Distribution round's next seat is not the one after the player asked")
			}
		}
	}
	for i, f := range g.Stack {
		if f.Kind != "helper_effect" && f.Kind != "helper_option" {
			continue
		}
		below := false
		for _, u := range g.Stack[:i] {
			if u.Kind == "helper_used" && u.Card == f.Card && u.Player == f.Player {
				below = true
			}
		}
		if !below {
			return refuse("LY-16.8.9", "the effect of %s has no helper_used frame beneath it", f.Card)
		}
	}
	return nil
}

func effectHarvestsHome(eff any) bool {
	switch t := eff.(type) {
	case map[string]any:
		if h, ok := t["harvest"].(map[string]any); ok && h["home_field"] == true {
			return true
		}
		for _, v := range t {
			if effectHarvestsHome(v) {
				return true
			}
		}
	case []any:
		for _, v := range t {
			if effectHarvestsHome(v) {
				return true
			}
		}
	}
	return false
}

// checkTablesComplete: a component table the state replaces must still give
// what play reads from it; LY-16.1.1 covers this.
func checkTablesComplete(st map[string]any) *breach {
	comps, _ := st["components"].(map[string]any)
	if comps == nil {
		return nil
	}
	if tbl, ok := comps["shop"].([]any); ok {
		has := map[string]bool{}
		for _, it := range tbl {
			if m, ok := it.(map[string]any); ok {
				has[rdStr(m["vegetable"])] = true
			}
		}
		for _, v := range vegetables {
			if !has[v] {
				return refuse("LY-16.1.1", "the Shop table has no space for %s", v)
			}
		}
	}
	if tbl, ok := comps["storehouse"].([]any); ok {
		sides := map[string]bool{}
		for _, it := range tbl {
			// a side with no capacity (null, which the component schema allows) gives no room to count against
			if m, ok := it.(map[string]any); ok && rdStr(m["type"]) == "storehouse_side" && m["capacity"] != nil {
				sides[rdStr(m["side"])] = true
			}
		}
		for _, side := range []string{"storehouse", "upgraded"} {
			if !sides[side] {
				return refuse("LY-16.1.1", "the Storehouse table gives no room for its %s side", side)
			}
		}
	}
	if tbl, ok := comps["path"].([]any); ok {
		spaces := 0
		for _, it := range tbl {
			if m, ok := it.(map[string]any); ok && rdStr(m["type"]) == "space" {
				spaces++
			}
		}
		if spaces == 0 {
			return refuse("LY-16.1.1", "the Path table has no space")
		}
	}
	return nil
}
