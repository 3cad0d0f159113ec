package main

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"unicode/utf8"
)

// A small JSON Schema (2020-12 subset) checker, enough for the schemas this
// engine ships: it is used to check states given to load, requests and
// actions.

//go:embed data
var dataFS embed.FS

type schemaSet struct {
	docs  map[string]any
	regex map[string]*regexp.Regexp
}

var schemas = loadSchemas()

func loadSchemas() *schemaSet {
	s := &schemaSet{docs: map[string]any{}, regex: map[string]*regexp.Regexp{}}
	entries, err := dataFS.ReadDir("data/schemas")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		b, err := dataFS.ReadFile("data/schemas/" + e.Name())
		if err != nil {
			panic(err)
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			panic(err)
		}
		s.docs[e.Name()] = v
	}
	return s
}

type schemaErr struct {
	path string
	msg  string
}

func (e *schemaErr) Error() string { return e.path + ": " + e.msg }

// validate checks value against the schema at file#pointer.
func (s *schemaSet) validate(file, pointer string, value any) *schemaErr {
	sch := s.resolve(file, pointer)
	return s.check(file, sch, value, "")
}

func (s *schemaSet) resolve(file, pointer string) any {
	doc := s.docs[file]
	if pointer == "" || pointer == "/" {
		return doc
	}
	cur := doc
	for _, part := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		m, ok := cur.(map[string]any)
		if !ok {
			panic("bad schema pointer " + pointer)
		}
		cur = m[part]
	}
	if cur == nil {
		panic("missing schema " + file + "#" + pointer)
	}
	return cur
}

func jsonType(v any) string {
	switch t := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case json.Number:
		if integerRe.MatchString(string(t)) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "unknown"
}

func typeMatches(want string, v any) bool {
	got := jsonType(v)
	if want == got {
		return true
	}
	if want == "number" && got == "integer" {
		return true
	}
	return false
}

func numCmp(a, b any) int {
	x, _ := new(big.Rat).SetString(fmt.Sprint(a))
	y, _ := new(big.Rat).SetString(fmt.Sprint(b))
	if x == nil || y == nil {
		return 0
	}
	return x.Cmp(y)
}

func (s *schemaSet) re(p string) *regexp.Regexp {
	if r, ok := s.regex[p]; ok {
		return r
	}
	r := regexp.MustCompile(p)
	s.regex[p] = r
	return r
}

func (s *schemaSet) check(file string, schAny any, v any, path string) *schemaErr {
	if b, ok := schAny.(bool); ok {
		if b {
			return nil
		}
		return &schemaErr{path, "not allowed"}
	}
	sch, ok := schAny.(map[string]any)
	if !ok {
		return nil
	}
	if ref, ok := sch["$ref"].(string); ok {
		f := file
		ptr := ref
		if i := strings.Index(ref, "#"); i >= 0 {
			if i > 0 {
				f = ref[:i]
				if j := strings.LastIndex(f, "/"); j >= 0 {
					f = f[j+1:]
				}
			}
			ptr = ref[i+1:]
		}
		if e := s.check(f, s.resolve(f, ptr), v, path); e != nil {
			return e
		}
	}
	if t, ok := sch["type"]; ok {
		match := false
		switch tt := t.(type) {
		case string:
			match = typeMatches(tt, v)
		case []any:
			for _, x := range tt {
				if typeMatches(x.(string), v) {
					match = true
				}
			}
		}
		if !match {
			return &schemaErr{path, fmt.Sprintf("wrong type %s", jsonType(v))}
		}
	}
	if c, ok := sch["const"]; ok {
		if !jsonEqual(c, v) || jsonType(c) != jsonType(v) {
			return &schemaErr{path, "value is not " + canon(c)}
		}
	}
	if en, ok := sch["enum"].([]any); ok {
		found := false
		for _, x := range en {
			if jsonEqual(x, v) && jsonType(x) == jsonType(v) {
				found = true
				break
			}
		}
		if !found {
			return &schemaErr{path, "value " + shortQuote(canon(v)) + " is not allowed"}
		}
	}
	switch tv := v.(type) {
	case string:
		n := utf8.RuneCountInString(tv)
		if m, ok := asInt(sch["maxLength"]); ok && int64(n) > m {
			return &schemaErr{path, "string too long"}
		}
		if m, ok := asInt(sch["minLength"]); ok && int64(n) < m {
			return &schemaErr{path, "string too short"}
		}
		if p, ok := sch["pattern"].(string); ok && !s.re(p).MatchString(tv) {
			return &schemaErr{path, "string " + shortQuote(tv) + " does not match " + p}
		}
	case json.Number:
		if m, ok := sch["minimum"]; ok && numCmp(tv, m) < 0 {
			return &schemaErr{path, "number below minimum"}
		}
		if m, ok := sch["maximum"]; ok && numCmp(tv, m) > 0 {
			return &schemaErr{path, "number above maximum"}
		}
	case []any:
		if m, ok := asInt(sch["maxItems"]); ok && int64(len(tv)) > m {
			return &schemaErr{path, "too many items"}
		}
		if m, ok := asInt(sch["minItems"]); ok && int64(len(tv)) < m {
			return &schemaErr{path, "too few items"}
		}
		if u, ok := sch["uniqueItems"].(bool); ok && u {
			seen := map[string]bool{}
			for _, x := range tv {
				c := canon(x)
				if seen[c] {
					return &schemaErr{path, "items are not unique"}
				}
				seen[c] = true
			}
		}
		start := 0
		if pi, ok := sch["prefixItems"].([]any); ok {
			for i, ps := range pi {
				if i < len(tv) {
					if e := s.check(file, ps, tv[i], fmt.Sprintf("%s/%d", path, i)); e != nil {
						return e
					}
				}
			}
			start = len(pi)
		}
		if it, ok := sch["items"]; ok {
			for i := start; i < len(tv); i++ {
				if e := s.check(file, it, tv[i], fmt.Sprintf("%s/%d", path, i)); e != nil {
					return e
				}
			}
		}
	case map[string]any:
		if m, ok := asInt(sch["maxProperties"]); ok && int64(len(tv)) > m {
			return &schemaErr{path, "too many members"}
		}
		if m, ok := asInt(sch["minProperties"]); ok && int64(len(tv)) < m {
			return &schemaErr{path, "too few members"}
		}
		if req, ok := sch["required"].([]any); ok {
			for _, r := range req {
				if _, ok := tv[r.(string)]; !ok {
					return &schemaErr{path, "missing member " + r.(string)}
				}
			}
		}
		if dr, ok := sch["dependentRequired"].(map[string]any); ok {
			for k, list := range dr {
				if _, ok := tv[k]; ok {
					for _, r := range list.([]any) {
						if _, ok := tv[r.(string)]; !ok {
							return &schemaErr{path, "member " + k + " needs " + r.(string)}
						}
					}
				}
			}
		}
		props, _ := sch["properties"].(map[string]any)
		for _, k := range sortedKeys(tv) {
			val := tv[k]
			if pn, ok := sch["propertyNames"]; ok {
				if e := s.check(file, pn, k, path+"/"+k); e != nil {
					return &schemaErr{path, "member name " + shortQuote(k) + " not allowed"}
				}
			}
			if ps, ok := props[k]; ok {
				if e := s.check(file, ps, val, path+"/"+k); e != nil {
					return e
				}
			} else if ap, ok := sch["additionalProperties"]; ok {
				if b, isb := ap.(bool); isb && !b {
					return &schemaErr{path, "unknown member " + shortQuote(k)}
				}
				if e := s.check(file, ap, val, path+"/"+k); e != nil {
					return e
				}
			}
		}
	}
	if all, ok := sch["allOf"].([]any); ok {
		for _, sub := range all {
			if e := s.check(file, sub, v, path); e != nil {
				return e
			}
		}
	}
	if any_, ok := sch["anyOf"].([]any); ok {
		var first *schemaErr
		okAny := false
		for _, sub := range any_ {
			if e := s.check(file, sub, v, path); e == nil {
				okAny = true
				break
			} else if first == nil {
				first = e
			}
		}
		if !okAny {
			return &schemaErr{path, "matches none of the allowed forms"}
		}
	}
	if one, ok := sch["oneOf"].([]any); ok {
		n := 0
		var best *schemaErr
		for _, sub := range one {
			if e := s.check(file, sub, v, path); e == nil {
				n++
			} else if best == nil || len(e.path) > len(best.path) {
				best = e
			}
		}
		if n != 1 {
			if n == 0 {
				if best != nil {
					return best
				}
				return &schemaErr{path, "matches none of the allowed forms"}
			}
			return &schemaErr{path, "matches several forms"}
		}
	}
	if cond, ok := sch["if"]; ok {
		if s.check(file, cond, v, path) == nil {
			if th, ok := sch["then"]; ok {
				if e := s.check(file, th, v, path); e != nil {
					return e
				}
			}
		} else if el, ok := sch["else"]; ok {
			if e := s.check(file, el, v, path); e != nil {
				return e
			}
		}
	}
	return nil
}
