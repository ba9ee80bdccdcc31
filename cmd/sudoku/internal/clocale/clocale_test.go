package clocale

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestNormalise: the C locale with an encoding or a modifier, which the
// toolkit fails to parse and logs about at every start, becomes the plain
// C for messages; the other categories keep what they had, and any other
// locale is left alone.
func TestNormalise(t *testing.T) {
	for _, tc := range []struct {
		env   []string
		set   map[string]string
		unset []string
	}{
		{env: []string{"LANG=C.UTF-8"}, set: map[string]string{"LC_MESSAGES": "C"}},
		{env: []string{"LANG=C.utf8", "LC_CTYPE=de_DE.UTF-8"}, set: map[string]string{"LC_MESSAGES": "C"}},
		{env: []string{"LANG=POSIX.UTF-8"}, set: map[string]string{"LC_MESSAGES": "C"}},
		{env: []string{"LANG=C@euro"}, set: map[string]string{"LC_MESSAGES": "C"}},
		{env: []string{"LC_MESSAGES=C.UTF-8", "LANG=de_DE.UTF-8"}, set: map[string]string{"LC_MESSAGES": "C"}},
		{env: []string{"LC_ALL=C.UTF-8", "LANG=de_DE.UTF-8", "LC_CTYPE=fr_FR", "LC_TIME=fr_FR"},
			set: map[string]string{"LC_MESSAGES": "C", "LANG": "C.UTF-8"}, unset: []string{"LC_ALL", "LC_CTYPE", "LC_TIME"}},
		// Left alone: what the toolkit reads well, or does not read.
		{env: []string{"LANG=C"}},
		{env: []string{"LANG=POSIX"}},
		{env: []string{"LANG=en_US.UTF-8"}},
		{env: []string{"LANG=zh_CN.UTF-8"}},
		{env: []string{"LC_ALL=de_DE.UTF-8", "LANG=C.UTF-8"}},
		{env: []string{"LANG=C.UTF-8", "LANGUAGE=zh_CN"}},
		{env: []string{"LANG=Ca_ES"}}, // not C
		{env: nil},
	} {
		t.Run(strings.Join(tc.env, " "), func(t *testing.T) {
			getenv := func(name string) string {
				for _, kv := range tc.env {
					if n, v, _ := strings.Cut(kv, "="); n == name {
						return v
					}
				}
				return ""
			}
			set, unset := Normalise(getenv, tc.env)
			slices.Sort(unset)
			if !maps.Equal(set, tc.set) || !slices.Equal(unset, tc.unset) {
				t.Errorf("set %v unset %v; want set %v unset %v", set, unset, tc.set, tc.unset)
			}
		})
	}
}
