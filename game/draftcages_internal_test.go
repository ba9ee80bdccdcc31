package game

import "testing"

// TestParseDraftCages refuses cages no entry makes.
func TestParseDraftCages(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool
	}{
		{"", true},
		{"0,1,2=17;9,10=5", true},
		{"3=0", true},
		{"0,1=46", false},
		{"0,1=-1", false},
		{"0,81=3", false},
		{"0,1=3;1,2=4", false},
		{"0,1,2,3,4,5,6,7,8,9=45", false},
		{"0,1", false},
		{"=3", false},
		{"0,,1=3", false},
	} {
		if _, err := parseDraftCages(tc.text); (err == nil) != tc.ok {
			t.Errorf("%q: error %v, want ok %v", tc.text, err, tc.ok)
		}
	}
}

// FuzzParseDraftCages: any text is read without a panic, and what is read
// is written back to the same cages.
func FuzzParseDraftCages(f *testing.F) {
	for _, s := range []string{"", "0,1,2=17;9,10=5", "3=0", "0,1=46", "80=45;79,78,77=6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		cages, err := parseDraftCages(text)
		if err != nil {
			return
		}
		again, err := parseDraftCages(formatDraftCages(cages))
		if err != nil || len(again) != len(cages) {
			t.Fatalf("%q: written as %q, read back as %v, %v", text, formatDraftCages(cages), again, err)
		}
	})
}
