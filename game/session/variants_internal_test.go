package session

import (
	"reflect"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestVariantTerm names a variant by its rules' words, each rule once in
// the catalogues.
func TestVariantTerm(t *testing.T) {
	with := func(a string, b any) Message {
		return Message{Key: "variant.with", Args: map[string]any{"A": Term(a), "B": b}}
	}
	for _, tt := range []struct {
		name string
		want any
	}{
		{"classic", Term("variant.classic")},
		{"killer", Term("variant.killer")},
		{"x", Term("variant.x")},
		{"killer-x", with("variant.killer", Term("variant.x"))},
		{"x-windoku-antiking", with("variant.x", with("variant.windoku", Term("variant.antiking")))},
	} {
		v, err := geometry.ParseVariant(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := variantTerm(v); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("variantTerm(%s) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestParseBundled: a bundled set's line may be classic, a Killer's or
// another variant's tagged line, a rating after it or not.
func TestParseBundled(t *testing.T) {
	const givens = "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9."
	for _, tc := range []struct {
		line string
		want geometry.Flags
	}{
		{givens + " # 3.2", geometry.Flags{}},
		{"x:" + givens + " # 3.2", geometry.Flags{Diagonals: true}},
		{"x-antiking:" + givens, geometry.Flags{Diagonals: true, AntiKing: true}},
	} {
		p, err := parseBundled(tc.line)
		if err != nil {
			t.Errorf("%.20q: %v", tc.line, err)
			continue
		}
		if p.Givens.String() != givens || p.Flags != tc.want {
			t.Errorf("%.20q: givens %s, rules %+v", tc.line, p.Givens.String(), p.Flags)
		}
	}
	if _, err := parseBundled("x:" + givens[:80]); err == nil {
		t.Error("a short x: line was read")
	}
}
