package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

const engineVersion = "0.1.0"

var specVersion = strings.TrimSpace(mustRead("data/VERSION"))

func mustRead(p string) string {
	b, err := dataFS.ReadFile(p)
	if err != nil {
		panic(err)
	}
	return string(b)
}

type reqError struct {
	code, msg, rule string
}

func (e *reqError) Error() string { return e.msg }

func fail(code, msg string) *reqError { return &reqError{code: code, msg: msg} }

type server struct {
	game *Game
}

func main() {
	srv := &server{}
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	for {
		line, err := in.ReadBytes('\n')
		if len(line) > 0 {
			trimmed := line
			if trimmed[len(trimmed)-1] == '\n' {
				trimmed = trimmed[:len(trimmed)-1]
			}
			if len(trimmed) > 0 {
				resp, quit := srv.handle(trimmed)
				out.Write(resp)
				out.WriteByte('\n')
				if in.Buffered() == 0 || quit {
					out.Flush()
				}
				if quit {
					os.Exit(0)
				}
			}
		}
		if err == io.EOF {
			out.Flush()
			return
		}
		if err != nil {
			out.Flush()
			return
		}
	}
}

func encode(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"id": nil, "ok": false, "error": map[string]any{"code": "internal_error", "message": "could not encode the answer"}})
	}
	return b
}

func errResp(id any, e *reqError) []byte {
	em := map[string]any{"code": e.code, "message": e.msg}
	if e.rule != "" {
		em["rule"] = e.rule
	}
	return encode(map[string]any{"id": id, "ok": false, "error": em})
}

func (s *server) handle(line []byte) (resp []byte, quit bool) {
	v, iss, err := parseStrict(line, 64)
	if err != nil {
		return errResp(nil, fail("parse_error", "the line is not valid JSON")), false
	}
	req, ok := v.(map[string]any)
	if !ok {
		return errResp(nil, fail("parse_error", "the line is not a JSON object")), false
	}
	var id any
	if n, ok := asInt(req["id"]); ok {
		id = n
	}
	if id == nil {
		if _, present := req["id"]; present && isInteger(req["id"]) {
			// an integer beyond 64 bits: echo it as written
			id = req["id"]
		}
	}
	if id == nil {
		return errResp(nil, fail("invalid_request", "the request needs an integer id")), false
	}
	if iss.duplicate != "" {
		return errResp(id, fail("invalid_request", "the member name "+strconv.Quote(shortQuote(iss.duplicate))+" is repeated")), false
	}
	if iss.tooDeep {
		return errResp(id, fail("invalid_request", "the request nests more than 64 levels")), false
	}
	cmdV, present := req["cmd"]
	cmd, isStr := cmdV.(string)
	if !present || !isStr {
		return errResp(id, fail("invalid_request", "the request needs a string cmd")), false
	}
	known := map[string]bool{"hello": true, "new_game": true, "load": true, "state": true, "legal_actions": true,
		"apply": true, "score": true, "count": true, "view": true, "quit": true}
	if !known[cmd] {
		return errResp(id, fail("unknown_command", "no command "+strconv.Quote(shortQuote(cmd)))), false
	}
	if iss.nonInteger != "" {
		if cmd == "load" && strings.HasPrefix(iss.nonInteger, "/state/") {
			// judged by the load checks (LY-16.1.1, LY-16.1.2)
			goto checked
		}
		return errResp(id, fail("invalid_request", "a number is not written as an integer: "+iss.nonInteger)), false
	}
checked:
	if e := schemas.validate("request.schema.json", "/$defs/"+cmd, req); e != nil {
		return errResp(id, fail("invalid_request", "bad request: "+e.Error())), false
	}
	result, rerr := s.dispatch(cmd, req)
	if rerr != nil {
		return errResp(id, rerr), false
	}
	out := map[string]any{"id": id, "ok": true}
	for k, v := range result {
		out[k] = v
	}
	return encode(out), cmd == "quit"
}

func (s *server) dispatch(cmd string, req map[string]any) (res map[string]any, rerr *reqError) {
	var saved *Game
	if s.game != nil {
		saved = s.game
	}
	defer func() {
		if r := recover(); r != nil {
			s.game = saved
			fmt.Fprintf(os.Stderr, "internal error: %v\n%s\n", r, debug.Stack())
			res = nil
			if cmd == "load" {
				rerr = fail("invalid_state", fmt.Sprintf("the state cannot be played: %v", r))
			} else {
				rerr = fail("internal_error", fmt.Sprintf("%v", r))
			}
		}
	}()
	switch cmd {
	case "hello":
		return map[string]any{"protocol": 1, "engine": map[string]any{"name": "loyang-go", "version": engineVersion},
			"games": map[string]any{"loyang": map[string]any{
				"players":      []int{1, 2, 3, 4},
				"variants":     []string{"introductory", "two_grid_cards"},
				"features":     []string{"solo", "count", "view"},
				"spec_version": specVersion,
			}}}, nil
	case "quit":
		return map[string]any{}, nil
	case "new_game":
		return s.newGame(req)
	case "load":
		st, _ := req["state"].(map[string]any)
		g, e := loadState(st)
		if e != nil {
			return nil, e
		}
		s.game = g
		return map[string]any{}, nil
	}
	if s.game == nil {
		return nil, fail("invalid_state", "no game is loaded")
	}
	switch cmd {
	case "state":
		return map[string]any{"state": s.game.toGen()}, nil
	case "legal_actions":
		acts := s.game.legal()
		list := make([]any, 0, len(acts))
		for _, a := range acts {
			list = append(list, a)
		}
		return map[string]any{"actions": list}, nil
	case "apply":
		a, _ := req["action"].(map[string]any)
		if e := schemas.validate("action.schema.json", "", a); e != nil {
			return nil, fail("invalid_request", "the action is not shaped like an action: "+e.Error())
		}
		legal := s.game.legal()
		ca := canon(a)
		found := false
		for _, l := range legal {
			if canon(l) == ca {
				found = true
				break
			}
		}
		if !found {
			e := fail("illegal_action", "the action is not legal now")
			e.rule = s.game.refusalRule(a)
			return nil, e
		}
		g2 := s.game.clone()
		g2.apply(a)
		s.game = g2
		return map[string]any{}, nil
	case "score":
		sc := s.game.scores()
		list := make([]any, 0, len(sc))
		for _, x := range sc {
			list = append(list, x)
		}
		return map[string]any{"scores": list}, nil
	case "count":
		depth := rdInt(req["depth"])
		divide := req["divide"] == true
		return s.game.count(depth, divide)
	case "view":
		pl := rdInt(req["player"])
		if pl < 0 || pl >= s.game.n() {
			return nil, fail("invalid_request", "no such seat")
		}
		return map[string]any{"state": s.game.view(pl)}, nil
	}
	return nil, fail("unknown_command", "no such command")
}

func (s *server) newGame(req map[string]any) (map[string]any, *reqError) {
	if rdStr(req["game"]) != "loyang" {
		return nil, fail("unsupported", "this engine plays only loyang")
	}
	n := rdInt(req["players"])
	seedN, _ := req["seed"].(json.Number)
	seed, err := strconv.ParseUint(string(seedN), 10, 64)
	if err != nil {
		return nil, fail("invalid_request", "bad seed")
	}
	opts, _ := req["options"].(map[string]any)
	variants := []string{}
	start := -1
	for k, v := range opts {
		switch k {
		case "variants":
			for _, x := range v.([]any) {
				id := rdStr(x)
				if id != "introductory" && id != "two_grid_cards" {
					return nil, fail("unsupported", "unknown variant "+strconv.Quote(shortQuote(id)))
				}
				variants = append(variants, id)
			}
		case "start_player":
			i, ok := asInt(v)
			if !ok || i < 0 || int(i) >= n {
				return nil, fail("invalid_request", "start_player must be a seat of the game")
			}
			start = int(i)
		default:
			return nil, fail("invalid_request", "unknown option "+strconv.Quote(shortQuote(k)))
		}
	}
	for _, v := range variants {
		if v == "introductory" && n == 1 {
			return nil, fail("unsupported", "the introductory version is played with 2 to 4 players")
		}
		if v == "two_grid_cards" && n != 1 {
			return nil, fail("unsupported", "two_grid_cards is a solo variant")
		}
	}
	g := newGame(n, seed, variants, start)
	g.run()
	s.game = g
	return map[string]any{"state": g.toGen()}, nil
}

func loadState(raw map[string]any) (*Game, *reqError) {
	norm, frac := normalizeNumbers(deepCopy(raw))
	st := norm.(map[string]any)
	if b := checkForm(st, frac); b != nil {
		return nil, &reqError{code: "invalid_state", msg: b.msg, rule: b.rule}
	}
	g, err := gameFromGen(st)
	if err != nil {
		return nil, &reqError{code: "invalid_state", msg: err.Error(), rule: "LY-16.1.1"}
	}
	if b := checkPending(st, g); b != nil {
		return nil, &reqError{code: "invalid_state", msg: b.msg, rule: b.rule}
	}
	if b := g.checkPosition(); b != nil {
		return nil, &reqError{code: "invalid_state", msg: b.msg, rule: b.rule}
	}
	g.run()
	return g, nil
}
