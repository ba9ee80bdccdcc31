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
