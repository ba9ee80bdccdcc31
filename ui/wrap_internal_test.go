package ui

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestBreakLines: Chinese hint text broke with "，" at a line's start.
// Lines break between CJK characters and at spaces, never before closing
// punctuation nor after opening punctuation; the character before such
// punctuation moves down with it. Every character counts one unit wide.
func TestBreakLines(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		width float32
		want  []string
	}{
		{"fits", "短句。", 10, []string{"短句。"}},
		{"between CJK characters", "一二三四五六", 4, []string{"一二三四", "五六"}},
		{"comma moves down with the character before", "一二三四，五六", 4, []string{"一二三", "四，五六"}},
		{"full stop too", "一二三四。五六七", 4, []string{"一二三", "四。五六", "七"}},
		{"closing bracket and colon", "甲乙丙）：丁", 3, []string{"甲乙", "丙）：", "丁"}},
		{"no opening bracket at a line's end", "甲乙丙（丁）", 4, []string{"甲乙丙", "（丁）"}},
		{"corner quotes", "他说「好」。", 4, []string{"他说", "「好」。"}},
		{"every closing mark", "一，二。三、四；五：六！七？八）九」十』", 2, nil},
		{"Latin words at spaces", "in box 1, 1 fits", 8, []string{"in box", "1, 1", "fits"}},
		{"Latin word longer than a line", "abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"no comma first even when cut", "abcd,ef", 4, []string{"abc", "d,ef"}},
		{"mixed", "在第3宫，1只能填在r3c1。", 6, nil},
		{"own line ends", "一二\n三四", 10, []string{"一二", "三四"}},
		{"empty", "", 5, []string{""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := breakLines(tc.text, tc.width, func(s string) float32 { return float32(utf8.RuneCountInString(s)) })
			if tc.want != nil && strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("breakLines(%q, %v) = %q, want %q", tc.text, tc.width, got, tc.want)
			}
			if strings.ReplaceAll(strings.Join(got, ""), " ", "") != strings.ReplaceAll(strings.ReplaceAll(tc.text, "\n", ""), " ", "") {
				t.Errorf("breakLines(%q) lost text: %q", tc.text, got)
			}
			for i, l := range got {
				r, _ := utf8.DecodeRuneInString(l)
				if i > 0 && l != "" && strings.ContainsRune(noStart, r) {
					t.Errorf("line %d %q starts with %q", i, l, r)
				}
				last, _ := utf8.DecodeLastRuneInString(l)
				if i < len(got)-1 && l != "" && strings.ContainsRune(noEnd, last) {
					t.Errorf("line %d %q ends with %q", i, l, last)
				}
				if w := utf8.RuneCountInString(l); float32(w) > tc.width && w > 2 {
					t.Errorf("line %d %q is %d wide, more than %v", i, l, w, tc.width)
				}
			}
		})
	}
}

// FuzzBreakLines: any text, any width, breaks without losing text or
// panicking.
func FuzzBreakLines(f *testing.F) {
	f.Add("一二三四，五六", float32(4))
	f.Add("in box 1, 1 fits", float32(3))
	f.Fuzz(func(t *testing.T, text string, width float32) {
		got := breakLines(text, width, func(s string) float32 { return float32(utf8.RuneCountInString(s)) })
		if len(got) == 0 {
			t.Fatal("no lines")
		}
	})
}
