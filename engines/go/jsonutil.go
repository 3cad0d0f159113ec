package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Strict JSON reading. Values are decoded into generic Go values:
// map[string]any, []any, string, bool, nil and json.Number.

var integerRe = regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`)

type scanIssue struct {
	duplicate  string // first repeated member name
	nonInteger string // path of the first number not written as an integer
	tooDeep    bool
}

// parseStrict decodes one JSON value and reports duplicate names, numbers
// that are not integers, and nesting deeper than maxDepth.
func parseStrict(line []byte, maxDepth int) (any, scanIssue, error) {
	var iss scanIssue
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	v, err := readValue(dec, 1, maxDepth, &iss, "")
	if err != nil {
		return nil, iss, err
	}
	// nothing but whitespace may follow
	if _, err := dec.Token(); err != io.EOF {
		return nil, iss, errors.New("trailing data after the JSON value")
	}
	return v, iss, nil
}

func readValue(dec *json.Decoder, depth, maxDepth int, iss *scanIssue, path string) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if depth > maxDepth {
			iss.tooDeep = true
		}
		switch t {
		case '{':
			m := map[string]any{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, errors.New("object key is not a string")
				}
				if _, dup := m[k]; dup && iss.duplicate == "" {
					iss.duplicate = k
				}
				v, err := readValue(dec, depth+1, maxDepth, iss, path+"/"+k)
				if err != nil {
					return nil, err
				}
				m[k] = v
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return m, nil
		case '[':
			a := []any{}
			i := 0
			for dec.More() {
				v, err := readValue(dec, depth+1, maxDepth, iss, path+"/"+strconv.Itoa(i))
				if err != nil {
					return nil, err
				}
				a = append(a, v)
				i++
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return a, nil
		}
		return nil, errors.New("unexpected delimiter")
	case json.Number:
		if !integerRe.MatchString(string(t)) && iss.nonInteger == "" {
			iss.nonInteger = path
			if iss.nonInteger == "" {
				iss.nonInteger = "/"
			}
		}
		return t, nil
	default:
		return t, nil
	}
}

// asInt reads a whole number from a generic value.
func asInt(v any) (int64, bool) {
	switch t := v.(type) {
	case int:
		return int64(t), true
	case int64:
		return t, true
	}
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	if !integerRe.MatchString(string(n)) {
		return 0, false
	}
	i, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil {
		return 0, false
	}
	return i, true
}

func isInteger(v any) bool {
	n, ok := v.(json.Number)
	return ok && integerRe.MatchString(string(n))
}

// toGeneric turns Go values (built by the engine) into a generic JSON tree by
// a round trip through encoding/json.
func toGeneric(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var out any
	if err := dec.Decode(&out); err != nil {
		panic(err)
	}
	return out
}

// canonical JSON text with sorted keys, used to compare values.
func canon(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

func jsonEqual(a, b any) bool {
	return canon(a) == canon(b)
}

func shortQuote(s string) string {
	if utf8.RuneCountInString(s) > 80 {
		r := []rune(s)
		return string(r[:80]) + "..."
	}
	return s
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

var _ = strings.TrimSpace
