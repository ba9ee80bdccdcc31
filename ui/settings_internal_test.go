package ui

import (
	"reflect"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
)

// leaves returns the fields of v, a struct, with those of its embedded
// structs in their place, by name.
func leaves(v reflect.Value) map[string]reflect.Value {
	out := map[string]reflect.Value{}
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			for n, sub := range leaves(v.Field(i)) {
				out[n] = sub
			}
			continue
		}
		out[f.Name] = v.Field(i)
	}
	return out
}

// TestSettingsTableHoldsEverySetting: each field of Settings has exactly
// one row in settingsTable, under its own preference key, whose every
// value reads back as set and changes that field alone; the session's
// rules have the session's defaults.
func TestSettingsTableHoldsEverySetting(t *testing.T) {
	def := DefaultSettings()
	if def.Settings != session.DefaultSettings() {
		t.Errorf("the session's settings default to %+v, the session's own defaults are %+v", def.Settings, session.DefaultSettings())
	}
	fields := leaves(reflect.ValueOf(def))
	owner := map[string]string{} // field -> the preference key of its row
	keys := map[string]bool{}
	for _, row := range settingsTable {
		if keys[row.pref] {
			t.Errorf("two rows keep %q", row.pref)
		}
		keys[row.pref] = true
		n := len(row.options)
		if n == 0 {
			n = 2 // a check box: off and on
		}
		for i := range n {
			s := def
			row.set(&s, i)
			if got := row.get(s); got != i {
				t.Errorf("%s: set %d reads back %d", row.pref, i, got)
			}
			for name, v := range leaves(reflect.ValueOf(s)) {
				if v.Interface() == fields[name].Interface() {
					continue
				}
				if o, ok := owner[name]; ok && o != row.pref {
					t.Errorf("%s and %s both change %s", o, row.pref, name)
				}
				owner[name] = row.pref
			}
		}
	}
	for name := range fields {
		if _, ok := owner[name]; !ok {
			t.Errorf("Settings.%s has no row in settingsTable", name)
		}
	}
}
