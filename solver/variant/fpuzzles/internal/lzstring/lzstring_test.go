package lzstring

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

type vector struct {
	In     string `json:"in"`
	Base64 string `json:"base64"`
	URI    string `json:"uri"`
}

func loadVectors(t testing.TB) []vector {
	t.Helper()
	b, err := os.ReadFile("testdata/vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var vs []vector
	if err := json.Unmarshal(b, &vs); err != nil {
		t.Fatal(err)
	}
	if len(vs) == 0 {
		t.Fatal("no vectors")
	}
	return vs
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// TestVectors checks the output against the JavaScript library's, both
// ways.
func TestVectors(t *testing.T) {
	for _, v := range loadVectors(t) {
		if got := CompressToBase64(v.In); got != v.Base64 {
			t.Errorf("CompressToBase64(%q) = %q, want %q", short(v.In), got, v.Base64)
		}
		if got := CompressToEncodedURIComponent(v.In); got != v.URI {
			t.Errorf("CompressToEncodedURIComponent(%q) = %q, want %q", short(v.In), got, v.URI)
		}
		if got, err := DecompressFromBase64(v.Base64); err != nil || got != v.In {
			t.Errorf("DecompressFromBase64(%q) = %q, %v, want %q", short(v.Base64), short(got), err, short(v.In))
		}
		if got, err := DecompressFromEncodedURIComponent(v.URI); err != nil || got != v.In {
			t.Errorf("DecompressFromEncodedURIComponent(%q) = %q, %v, want %q", short(v.URI), short(got), err, short(v.In))
		}
	}
}

func TestEmptyString(t *testing.T) {
	c := CompressToBase64("")
	if got, err := DecompressFromBase64(c); err != nil || got != "" {
		t.Errorf("round trip of \"\" via %q = %q, %v", c, got, err)
	}
}

// TestSpaceIsPlus: a URL decoder turns "+" into a space; the URI-safe
// decoder reads it back.
func TestSpaceIsPlus(t *testing.T) {
	for _, v := range loadVectors(t) {
		if !strings.Contains(v.URI, "+") {
			continue
		}
		got, err := DecompressFromEncodedURIComponent(strings.ReplaceAll(v.URI, "+", " "))
		if err != nil || got != v.In {
			t.Errorf("with spaces for +: %q, %v, want %q", short(got), err, short(v.In))
		}
		return
	}
	t.Fatal("no vector has a + to test with")
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name, in string
		want     error
	}{
		{"empty", "", ErrEmpty},
		{"outside the alphabet", "IZ*A", ErrAlphabet},
		{"a code with no entry", "I///////", ErrCorrupt},
		{"no end mark", "BIUwNmD2", ErrTruncated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecompressFromBase64(tt.in)
			if !errors.Is(err, tt.want) {
				t.Errorf("DecompressFromBase64(%q) error = %v, want %v", tt.in, err, tt.want)
			}
		})
	}
}

// FuzzDecompress: decompressing never panics, and compressing any valid
// text and decompressing it gives it back.
func FuzzDecompress(f *testing.F) {
	for _, v := range loadVectors(f) {
		f.Add(v.Base64)
		f.Add(v.In)
	}
	f.Add("I///////")
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = DecompressFromBase64(s)
		_, _ = DecompressFromEncodedURIComponent(s)
		if !utf8.ValidString(s) {
			return
		}
		for name, c := range map[string]string{"base64": CompressToBase64(s), "uri": CompressToEncodedURIComponent(s)} {
			dec := DecompressFromBase64
			if name == "uri" {
				dec = DecompressFromEncodedURIComponent
			}
			got, err := dec(c)
			if err != nil || got != s {
				t.Fatalf("%s round trip of %q via %q = %q, %v", name, s, c, got, err)
			}
		}
	})
}
