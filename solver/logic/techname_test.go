package logic

import "testing"

func TestTechniqueName(t *testing.T) {
	for _, tc := range []struct {
		t          Technique
		lang, want string
	}{
		{XWing, "en", "X-Wing"},
		{XWing, "zh-Hans", "X翼"},
		{Technique(250), "en", Technique(250).ID()},
	} {
		if got := tc.t.Name(tc.lang); got != tc.want {
			t.Errorf("%v.Name(%q) = %q, want %q", tc.t, tc.lang, got, tc.want)
		}
	}
}
