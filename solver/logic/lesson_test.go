package logic

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// node is a chain node for the tests: digit d in the named cells, with
// set, when given, the cells of its almost locked set.
func node(m *pencilMarks, d uint8, names string, set ...string) ChainNode {
	n := ChainNode{Digit: d}
	for _, name := range strings.Fields(names) {
		n.Cells = append(n.Cells, m.cell(name))
	}
	for _, name := range set {
		n.Set = append(n.Set, m.cell(name))
	}
	return n
}

// cands parses candidates written as "r1c7=4 r5c5=5".
func cands(m *pencilMarks, list string) []Candidate {
	var out []Candidate
	for _, f := range strings.Fields(list) {
		name, d, _ := strings.Cut(f, "=")
		out = append(out, Candidate{m.cell(name), d[0] - '0'})
	}
	return out
}

// TestChainBeats checks the beats of chains on built positions: one for
// the start, one per link with its reason drawn from the board, one for
// the end, in both languages.
func TestChainBeats(t *testing.T) {
	type beat struct {
		kind, units, en, zh string
	}
	cases := []struct {
		name  string
		tech  Technique
		build func(m *pencilMarks)
		links func(m *pencilMarks) []Link
		elim  string
		want  []beat
	}{{
		name: "x-chain",
		tech: XChain,
		build: func(m *pencilMarks) {
			m.keep(4, Col(5), "r1c6", "r2c6")
			m.keep(4, Col(7), "r2c8", "r1c8")
		},
		links: func(m *pencilMarks) []Link {
			return []Link{
				{From: node(m, 4, "r1c6"), To: node(m, 4, "r2c6"), Strong: true},
				{From: node(m, 4, "r2c6"), To: node(m, 4, "r2c8")},
				{From: node(m, 4, "r2c8"), To: node(m, 4, "r1c8"), Strong: true},
			}
		},
		elim: "r1c7=4",
		want: []beat{
			{"start", "", "Suppose r1c6 is not 4.", "假设r1c6不是4。"},
			{"house", "column 6", "r1c6 is not 4, so r2c6 is 4 (the only other place for 4 in column 6).", "r1c6不是4，所以r2c6是4（这是第6列中4唯一的另一个位置）。"},
			{"peer", "row 2", "r2c6 is 4, so r2c8 is not 4 (they share row 2).", "r2c6是4，所以r2c8不是4（它们同在第2行）。"},
			{"house", "column 8", "r2c8 is not 4, so r1c8 is 4 (the only other place for 4 in column 8).", "r2c8不是4，所以r1c8是4（这是第8列中4唯一的另一个位置）。"},
			{"end", "", "So r1c6 is 4, or r1c8 is 4; either way r1c7≠4.", "所以r1c6是4或r1c8是4，无论哪种都有r1c7≠4。"},
		},
	}, {
		name: "xy-chain",
		tech: XYChain,
		build: func(m *pencilMarks) {
			m.set("r1c1", "12")
			m.set("r1c5", "23")
			m.set("r5c5", "34")
			m.set("r5c9", "41")
		},
		links: func(m *pencilMarks) []Link {
			return []Link{
				{From: node(m, 1, "r1c1"), To: node(m, 2, "r1c1"), Strong: true},
				{From: node(m, 2, "r1c1"), To: node(m, 2, "r1c5")},
				{From: node(m, 2, "r1c5"), To: node(m, 3, "r1c5"), Strong: true},
				{From: node(m, 3, "r1c5"), To: node(m, 3, "r5c5")},
				{From: node(m, 3, "r5c5"), To: node(m, 4, "r5c5"), Strong: true},
				{From: node(m, 4, "r5c5"), To: node(m, 4, "r5c9")},
				{From: node(m, 4, "r5c9"), To: node(m, 1, "r5c9"), Strong: true},
			}
		},
		elim: "r1c9=1 r5c1=1",
		want: []beat{
			{"start", "", "Suppose r1c1 is not 1.", "假设r1c1不是1。"},
			{"bivalue", "", "r1c1 is not 1, so it is 2 (it has only 1 and 2).", "r1c1不是1，所以它是2（它只有1和2两个候选数）。"},
			{"peer", "row 1", "r1c1 is 2, so r1c5 is not 2 (they share row 1).", "r1c1是2，所以r1c5不是2（它们同在第1行）。"},
			{"bivalue", "", "r1c5 is not 2, so it is 3 (it has only 2 and 3).", "r1c5不是2，所以它是3（它只有2和3两个候选数）。"},
			{"peer", "column 5", "r1c5 is 3, so r5c5 is not 3 (they share column 5).", "r1c5是3，所以r5c5不是3（它们同在第5列）。"},
			{"bivalue", "", "r5c5 is not 3, so it is 4 (it has only 3 and 4).", "r5c5不是3，所以它是4（它只有3和4两个候选数）。"},
			{"peer", "row 5", "r5c5 is 4, so r5c9 is not 4 (they share row 5).", "r5c5是4，所以r5c9不是4（它们同在第5行）。"},
			{"bivalue", "", "r5c9 is not 4, so it is 1 (it has only 4 and 1).", "r5c9不是4，所以它是1（它只有4和1两个候选数）。"},
			{"end", "", "So r1c1 is 1, or r5c9 is 1; either way r1c9≠1, r5c1≠1.", "所以r1c1是1或r5c9是1，无论哪种都有r1c9≠1，r5c1≠1。"},
		},
	}, {
		name: "grouped AIC",
		tech: GroupedAIC,
		build: func(m *pencilMarks) {
			m.keep(1, Col(1), "r1c2", "r3c2")
			m.keep(1, Col(0), "r1c1", "r3c1", "r7c1", "r8c1")
		},
		links: func(m *pencilMarks) []Link {
			return []Link{
				{From: node(m, 1, "r1c2"), To: node(m, 1, "r3c2"), Strong: true},
				{From: node(m, 1, "r3c2"), To: node(m, 1, "r1c1 r3c1")},
				{From: node(m, 1, "r1c1 r3c1"), To: node(m, 1, "r7c1 r8c1"), Strong: true},
			}
		},
		elim: "r1c1=1 r3c1=1",
		want: []beat{
			{"start", "", "Suppose r1c2 is not 1.", "假设r1c2不是1。"},
			{"house", "column 2", "r1c2 is not 1, so r3c2 is 1 (the only other place for 1 in column 2).", "r1c2不是1，所以r3c2是1（这是第2列中1唯一的另一个位置）。"},
			{"peer", "box 1", "r3c2 is 1, so 1 is in none of r1c1, r3c1 (they share box 1).", "r3c2是1，所以r1c1、r3c1都不是1（它们同在第1宫）。"},
			{"house", "column 1", "1 is in none of r1c1, r3c1, so 1 is in r7c1 or r8c1 (the only other places for 1 in column 1).", "r1c1、r3c1都不是1，所以r7c1或r8c1中有一格是1（这些是第1列中1仅有的其他位置）。"},
			{"end", "", "So r1c2 is 1, or 1 is in r7c1 or r8c1; either way r1c1≠1, r3c1≠1.", "所以r1c2是1或r7c1或r8c1中有一格是1，无论哪种都有r1c1≠1，r3c1≠1。"},
		},
	}, {
		name: "ALS AIC",
		tech: ALSAIC,
		build: func(m *pencilMarks) {
			m.set("r1c1", "57")
			m.set("r1c2", "567")
			m.keep(6, Col(4), "r1c5", "r5c5")
			m.keep(5, Col(6), "r1c7", "r5c7")
		},
		links: func(m *pencilMarks) []Link {
			return []Link{
				{From: node(m, 6, "r5c5"), To: node(m, 6, "r1c5"), Strong: true},
				{From: node(m, 6, "r1c5"), To: node(m, 6, "r1c2", "r1c1", "r1c2")},
				{From: node(m, 6, "r1c2", "r1c1", "r1c2"), To: node(m, 5, "r1c1 r1c2", "r1c1", "r1c2"), Strong: true},
				{From: node(m, 5, "r1c1 r1c2", "r1c1", "r1c2"), To: node(m, 5, "r1c7")},
				{From: node(m, 5, "r1c7"), To: node(m, 5, "r5c7"), Strong: true},
			}
		},
		elim: "r5c5=5 r5c7=6",
		want: []beat{
			{"start", "", "Suppose r5c5 is not 6.", "假设r5c5不是6。"},
			{"house", "column 5", "r5c5 is not 6, so r1c5 is 6 (the only other place for 6 in column 5).", "r5c5不是6，所以r1c5是6（这是第5列中6唯一的另一个位置）。"},
			{"peer", "row 1", "r1c5 is 6, so r1c2 is not 6 (they share row 1).", "r1c5是6，所以r1c2不是6（它们同在第1行）。"},
			{"als", "row 1", "r1c2 is not 6, so the set {r1c1, r1c2} holds 5 (its 2 cells are left with just 2 digits, 5/7).", "r1c2不是6，所以集合{r1c1，r1c2}中必有5（它的2格只剩2个数：5/7）。"},
			{"peer", "row 1", "5 is in r1c1 or r1c2, so r1c7 is not 5 (they share row 1).", "r1c1或r1c2中有一格是5，所以r1c7不是5（它们同在第1行）。"},
			{"house", "column 7", "r1c7 is not 5, so r5c7 is 5 (the only other place for 5 in column 7).", "r1c7不是5，所以r5c7是5（这是第7列中5唯一的另一个位置）。"},
			{"end", "", "So r5c5 is 6, or r5c7 is 5; either way r5c5≠5, r5c7≠6.", "所以r5c5是6或r5c7是5，无论哪种都有r5c5≠5，r5c7≠6。"},
		},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := newPencilMarks(t)
			tc.build(m)
			b := m.board()
			s := &Step{Technique: tc.tech, Links: tc.links(m), Eliminations: cands(m, tc.elim)}
			for _, lang := range []string{"en", "zh-Hans"} {
				beats := s.Beats(b, lang)
				if len(beats) != len(tc.want) {
					t.Fatalf("%s: %d beats, want %d", lang, len(beats), len(tc.want))
				}
				for i, got := range beats {
					want := tc.want[i]
					text := want.en
					if lang != "en" {
						text = want.zh
					}
					var units []string
					for _, u := range got.Units {
						units = append(units, u.String())
					}
					if got.Kind != want.kind || strings.Join(units, ",") != want.units || got.Text != text {
						t.Errorf("%s beat %d: %s [%s] %q, want %s [%s] %q", lang, i, got.Kind, strings.Join(units, ","), got.Text, want.kind, want.units, text)
					}
					if i > 0 && i < len(beats)-1 && (got.Current != 1 || got.Links[len(got.Links)-1].To.Digit != s.Links[i-1].To.Digit) {
						t.Errorf("%s beat %d does not end with its own link, current: %+v", lang, i, got)
					}
				}
				if end := beats[len(beats)-1]; !slices.Equal(end.Marks, s.Eliminations) {
					t.Errorf("%s: the end marks %v, want the eliminations %v", lang, end.Marks, s.Eliminations)
				}
			}
		})
	}
}

// TestALSChainBeats checks the beats of an ALS chain the finder reads
// from a real position: each set holds the next RCC once it lost the
// previous one, the links between sets are weak.
func TestALSChainBeats(t *testing.T) {
	_, b, s := firstPositionWith(t, ALSChain)
	if s == nil {
		t.Skip("no ALS chain in the samples")
	}
	beats := s.Beats(b, "en")
	if len(beats) != len(s.Links)+2 || len(s.Links) < 5 {
		t.Fatalf("%d beats for %d links: %s", len(beats), len(s.Links), s.Describe("en"))
	}
	for i, l := range s.Links {
		got := beats[i+1]
		switch {
		case !l.Strong && got.Kind != "peer":
			t.Errorf("link %d between sets told as %s: %s", i, got.Kind, got.Text)
		case l.Strong && got.Kind != "als" && got.Kind != "bivalue":
			t.Errorf("link %d inside a set told as %s: %s", i, got.Kind, got.Text)
		case got.Kind == "als" && !strings.Contains(got.Text, "so the set {"+strings.Join(cellNames(l.To.Set), ", ")+"} holds "+string('0'+rune(l.To.Digit))):
			t.Errorf("link %d: %q does not say its set holds %d", i, got.Text, l.To.Digit)
		}
	}
	if end := beats[len(beats)-1]; end.Kind != "end" || !slices.Equal(end.Marks, s.Eliminations) {
		t.Errorf("the end beat %+v, want the eliminations %v", end, s.Eliminations)
	}
}

// issue23 is the puzzle of issue 23 whose forcing chain was unreadable.
const issue23 = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

// firstForcingChain walks g's solve path to its first forcing chain.
func firstForcingChain(t *testing.T, g solver.Grid) (*Board, *Step) {
	t.Helper()
	b := NewBoard(g)
	for !b.Solved() {
		s := Next(b)
		if s == nil {
			break
		}
		if s.Technique == ForcingChain {
			return b, s
		}
		b.Apply(s)
	}
	t.Fatal("no forcing chain on the path")
	return nil, nil
}

// TestForcingChainBeats follows issue 23's forcing chain: the assumption,
// one beat per deduction of the net with the shortest path's beats not
// marked Side, at most ten links a beat, the contradiction at the end.
func TestForcingChainBeats(t *testing.T) {
	b, s := firstForcingChain(t, mustParse(t, issue23))
	en, zh := s.Beats(b, "en"), s.Beats(b, "zh-Hans")
	if len(en) == 0 || len(en) != len(zh) {
		t.Fatalf("%d English beats, %d Chinese", len(en), len(zh))
	}
	// The net's deductions: the cells its links reach.
	deductions := map[Candidate]bool{}
	for _, l := range s.Links {
		if len(l.To.Cells) == 1 {
			deductions[Candidate{l.To.Cells[0], l.To.Digit}] = true
		}
	}
	if len(en) != len(deductions)+2 {
		t.Errorf("%d beats for %d deductions: one each, the assumption and the end", len(en), len(deductions))
	}
	main := 0
	for i, beat := range en {
		if len(beat.Links) > beatLinksMax || beat.Current > len(beat.Links) {
			t.Errorf("beat %d draws %d links, %d of them current", i, len(beat.Links), beat.Current)
		}
		if i > 0 && i < len(en)-1 && !deductions[beat.Marks[0]] {
			t.Errorf("beat %d is about %v, not a deduction of the net", i, beat.Marks)
		}
		if !beat.Side {
			main++
		}
	}
	if main > len(en)/2 {
		t.Errorf("%d of %d beats on the shortest path", main, len(en))
	}
	want := []struct {
		i      int
		en, zh string
	}{
		{0, "Suppose r1c4 is 3.", "假设r1c4是3。"},
		{1, "[If r1c4 is 3] r1c4 is 3, so it is not 7.", "【若r1c4是3】r1c4是3，所以它不是7。"},
		{2, "[If r1c4 is 3] In column 4, 7 is only in r7c4 or r9c4, which lie in box 8, so r7c5 is not 7.", "【若r1c4是3】第4列中的7只在r7c4或r9c4，都在第8宫里，所以r7c5不是7。"},
		{5, "[If r1c4 is 3] So 3 goes in r4c5, its last place in box 5.", "【若r1c4是3】于是3只能填在r4c5，这是它在第5宫中最后的位置。"},
		{7, "[If r1c4 is 3] So r7c5 is 2, its last candidate.", "【若r1c4是3】于是r7c5是2，这是它最后的候选数。"},
		{8, "[If r1c4 is 3] r7c5 is 2, so r6c5 is not 2 (they share column 5).", "【若r1c4是3】r7c5是2，所以r6c5不是2（它们同在第5列）。"},
		{len(en) - 1, "That leaves no place for 8 in column 2: the supposition that r1c4 is 3 is false, so r1c4≠3.", "这样第2列中就没有8的位置了：“r1c4是3”的假设不成立，所以r1c4≠3。"},
	}
	for _, w := range want {
		if en[w.i].Text != w.en || zh[w.i].Text != w.zh {
			t.Errorf("beat %d: %q / %q, want %q / %q", w.i, en[w.i].Text, zh[w.i].Text, w.en, w.zh)
		}
	}
	// The path numbers: side beats carry the next path beat's.
	for i, beat := range en {
		next := i
		for j := i; j < len(en); j++ {
			if !en[j].Side {
				next = j
				break
			}
		}
		if beat.Path != en[next].Path || i > 0 && !beat.Side && beat.Path != en[i-1].Path+1 && !en[i-1].Side {
			t.Errorf("beat %d (side %v) numbered %d, the next path beat %d", i, beat.Side, beat.Path, en[next].Path)
		}
	}
	if en[0].Path != 0 || en[len(en)-1].Path != main-1 {
		t.Errorf("path numbers from %d to %d, want 0 to %d", en[0].Path, en[len(en)-1].Path, main-1)
	}
	for i, kind := range []string{"start", "cell", "locked"} {
		if en[i].Kind != kind || en[i].Side {
			t.Errorf("beat %d is %s (side %v), want %s on the path", i, en[i].Kind, en[i].Side, kind)
		}
	}
	if en[3].Kind != "peer" || !en[3].Side {
		t.Errorf("beat 3 %+v, want a side branch's peer", en[3])
	}
	// The rating walk's step also eliminates other failed assumptions:
	// the end names them.
	walk := *s
	walk.Eliminations = append(slices.Clone(s.Eliminations), Candidate{solver.CellAt(0, 2), 4})
	end := walk.Beats(b, "en")
	if last := end[len(end)-1]; !strings.HasSuffix(last.Text, "so r1c4≠3. Other suppositions fail as easily: r1c3≠4.") || !slices.Equal(last.Marks[:len(walk.Eliminations)], walk.Eliminations) {
		t.Errorf("the rating walk's end %q, marks %v", last.Text, last.Marks)
	}
}

// TestForcingDescribeListsEveryDeduction checks that a forcing chain's
// words tell every deduction of its net, with no "and N more".
func TestForcingDescribeListsEveryDeduction(t *testing.T) {
	b, s := firstForcingChain(t, mustParse(t, issue23))
	_ = b
	for _, lang := range Languages {
		text := s.Describe(lang)
		c, _ := catalogueFor(lang)
		for _, l := range s.Links {
			if state := c.nodeState(l.To, l.Strong); !strings.Contains(text, state) {
				t.Errorf("%s: %q does not say %q", lang, text, state)
				break
			}
		}
	}
}

// TestLinkCount checks that the search counts a net's links as links
// draws them.
func TestLinkCount(t *testing.T) {
	w := new(fcWork)
	for _, g := range samples(t, "top1465", 20) {
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				break
			}
			if s.Technique == ForcingChain && s.Variant == "" {
				var base fcState
				base.load(b)
				a := s.Pattern[0]
				n := w.replay(&base, a.Cell, a.Digit, nil, 1<<30)
				if got, want := w.log.linkCount(n), len(w.log.links(n)); got != want {
					t.Fatalf("linkCount %d, links %d", got, want)
				}
			}
			b.Apply(s)
		}
	}
}

// TestBeatsSound walks the solve paths of sample puzzles and checks every
// chain's beats: each reason holds on the board (a chain's) or in the
// position the beats before it reached (a forcing chain's), each link
// starts where the one before ended, at most ten links are drawn, and the
// last beat is the step's result, which agrees with the solution.
func TestBeatsSound(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	told, nested := map[Technique]int{}, 0
	for _, g := range samples(t, "top1465", n) {
		sol, ok := solver.Solve(g)
		if !ok {
			t.Fatal("no solution")
		}
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				break
			}
			if s.Technique == ForcingChain || len(s.Links) > 0 {
				checkBeats(t, b, s, sol)
				told[s.Technique]++
				if s.Variant == "nested" {
					nested++
				}
			}
			b.Apply(s)
		}
	}
	t.Logf("beats checked: %v, %d nested forcing chains", told, nested)
	if told[ForcingChain] == 0 || len(told) < 3 {
		t.Errorf("too few chains met: %v", told)
	}
}

// checkBeats checks the beats of step s on b (see TestBeatsSound).
func checkBeats(t *testing.T, b *Board, s *Step, sol solver.Grid) {
	t.Helper()
	checkStep(t, b, s, sol)
	beats := s.Beats(b, "en")
	if len(beats) < 2 || beats[0].Kind != "start" {
		t.Fatalf("%s: beats %+v", s.Describe("en"), beats)
	}
	for i, beat := range beats {
		if len(beat.Links) > beatLinksMax || beat.Current > len(beat.Links) || beat.Text == "" {
			t.Fatalf("%s beat %d: %+v", s.Technique, i, beat)
		}
	}
	end := beats[len(beats)-1]
	if r := stepResult(s); end.Kind != "end" || len(end.Marks) < len(r) || !slices.Equal(end.Marks[:len(r)], r) {
		t.Fatalf("%s: the end %+v, want %v", s.Describe("en"), end, stepResult(s))
	}
	if s.Technique == ForcingChain {
		checkForcingBeats(t, b, s, beats)
		return
	}
	if s.Technique == KrakenFish {
		return // chain after chain: TestKrakenBeats (kraken_test.go)
	}
	if len(beats) != len(s.Links)+2 {
		t.Fatalf("%s: %d beats for %d links", s.Describe("en"), len(beats), len(s.Links))
	}
	for i, l := range s.Links {
		beat := beats[i+1]
		if i > 0 && !sameNode(s.Links[i-1].To, l.From) {
			t.Fatalf("%s: link %d does not start where link %d ends", s.Eureka(), i, i-1)
		}
		if why := linkReason(b, l, beat); why != "" {
			t.Fatalf("%s link %d, %q: %s", s.Eureka(), i, beat.Text, why)
		}
	}
}

// linkReason returns what is wrong with the reason of a chain link's
// beat on b, "" when nothing is.
func linkReason(b *Board, l Link, beat Beat) string {
	var all CellSet
	for _, c := range append(slices.Clone(l.From.Cells), l.To.Cells...) {
		all.Add(c)
	}
	d := l.To.Digit
	switch beat.Kind {
	case "bivalue":
		if c := l.To.Cells[0]; !sameCell(l.From, l.To) || b.Cands[c] != DigitSet(l.From.Digit, d) {
			return "not the two candidates of one cell"
		}
	case "cell":
		if !sameCell(l.From, l.To) || l.Strong || l.From.Digit == d {
			return "not two digits of one cell"
		}
	case "house":
		if len(beat.Units) != 1 || !l.Strong || l.From.Digit != d {
			return "no house"
		}
		if u := beat.Units[0]; !all.AndNot(u.Set()).Empty() || !b.Where(u, d).AndNot(all).Empty() {
			return "the digit has other places in " + u.String()
		}
	case "peer":
		if l.Strong || l.From.Digit != d {
			return "not a weak link of one digit"
		}
		for _, x := range l.From.Cells {
			for _, y := range l.To.Cells {
				if x == y || !Peers(x).Has(y) {
					return "cells that do not see each other"
				}
			}
		}
		if len(beat.Units) == 1 && !all.AndNot(beat.Units[0].Set()).Empty() {
			return "cells outside " + beat.Units[0].String()
		}
	case "als":
		var ds Digits
		for _, c := range l.To.Set {
			ds |= b.Cands[c]
		}
		if !l.Strong || !inOneSet(l.From, l.To) || ds.Count() != len(l.To.Set)+1 || !ds.Has(l.From.Digit) || !ds.Has(d) {
			return "not an almost locked set"
		}
	default:
		return "no reason"
	}
	return ""
}

// checkForcingBeats replays a forcing chain's beats on a copy of b: each
// deduction must follow, by its reason, from the assumption and the
// deductions before it, and the end must be a contradiction. A nested
// chain told as sub-beats (Nest 1) is replayed on a copy of its own, from
// its assumption to its contradiction; its last beat (Kind nested) then
// removes the inner assumption in the outer position. Every beat's Struck
// must list the candidates removed so far on its branch.
func checkForcingBeats(t *testing.T, b *Board, s *Step, beats []Beat) {
	t.Helper()
	h := *b
	a := s.Pattern[0]
	h.Place(a.Cell, a.Digit)
	var struck []Candidate
	outer, outerStruck, inside := h, []Candidate(nil), false
	// contradiction reports what is wrong with the contradiction the
	// candidates emptied, in units (or the cell of the first of them).
	contradiction := func(h *Board, units []Unit, emptied []Candidate) string {
		if len(emptied) == 0 {
			return "no candidates emptied"
		}
		for _, m := range emptied {
			if h.Cands[m.Cell].Has(m.Digit) {
				return fmt.Sprintf("%v is still there", m)
			}
		}
		if len(units) == 1 {
			d := emptied[0].Digit
			if !h.Where(units[0], d).Empty() || h.Has(units[0], d) {
				return fmt.Sprintf("%v still has a place for %d", units[0], d)
			}
			return ""
		}
		if c := emptied[0].Cell; h.Cands[c] != 0 || h.Cells[c] != 0 {
			return fmt.Sprintf("%v still has a candidate or a digit", c)
		}
		return ""
	}
	for i, beat := range beats[1 : len(beats)-1] {
		m := beat.Marks[0]
		c, d := m.Cell, m.Digit
		bad := ""
		switch beat.Kind {
		case "start":
			if inside || beat.Nest != 1 || !h.Cands[c].Has(d) || h.Cells[c] != 0 {
				bad = "an inner assumption out of place"
				break
			}
			outer, outerStruck, inside = h, slices.Clone(struck), true
			h.Place(c, d)
		case "naked":
			if h.Cands[c] != DigitSet(d) {
				bad = "more than one candidate left"
			}
		case "hidden":
			if where := h.Where(beat.Units[0], d); where.Count() != 1 || !where.Has(c) {
				bad = fmt.Sprintf("other places left: %v", h.Where(beat.Units[0], d).Cells())
			}
		case "peer":
			u := beat.Units[0]
			placed := false
			for _, x := range u.Cells() {
				placed = placed || h.Cells[x] == d
			}
			if !placed || !u.Set().Has(c) {
				bad = "no peer holds it"
			}
		case "cell":
			if h.Cells[c] == 0 || h.Cells[c] == d {
				bad = "the cell holds no other digit"
			}
		case "locked":
			from, to := beat.Units[0], beat.Units[1]
			if !h.Where(from, d).AndNot(to.Set()).Empty() || !to.Set().Has(c) || from.Set().Has(c) {
				bad = "not locked"
			}
		case "nested":
			if !inside {
				break // too long to be told: one beat
			}
			if beat.Nest != 1 || beat.On {
				bad = "an inner chain's end not inside, or placing"
				break
			}
			if bad = contradiction(&h, beat.Units, beat.Marks[1:]); bad != "" {
				break
			}
			if !slices.Equal(beat.Struck, struck) {
				bad = fmt.Sprintf("struck %v, want the inner chain's %v", beat.Struck, struck)
				break
			}
			h, struck, inside = outer, outerStruck, false
			h.Cands[c] &^= DigitSet(d)
			struck = append(struck, m)
			continue
		default:
			bad = "no reason"
		}
		if bad != "" {
			t.Fatalf("%s, beat %d %q: %s", s.Describe("en"), i+1, beat.Text, bad)
		}
		switch {
		case beat.Kind == "start":
		case beat.On:
			h.Place(c, d)
		default:
			h.Cands[c] &^= DigitSet(d)
			struck = append(struck, m)
		}
		if !slices.Equal(beat.Struck, struck) {
			t.Fatalf("%s, beat %d %q: struck %v, want %v", s.Describe("en"), i+1, beat.Text, beat.Struck, struck)
		}
	}
	if inside {
		t.Fatalf("%s: an inner chain is not closed", s.Describe("en"))
	}
	end := beats[len(beats)-1]
	emptied := end.Marks[len(stepResult(s)):]
	if !slices.Equal(end.Units, s.Units) || end.On || !slices.Equal(emptied, s.Pattern[1:]) {
		t.Fatalf("%s: the end's units %v, marks %v (on %v), want %v and the emptied %v", s.Describe("en"), end.Units, end.Marks, end.On, s.Units, s.Pattern[1:])
	}
	if why := contradiction(&h, s.Units, emptied); why != "" {
		t.Fatalf("%s: %s", s.Describe("en"), why)
	}
	if !slices.Equal(end.Struck, struck) {
		t.Fatalf("%s: the end's struck %v, want %v", s.Describe("en"), end.Struck, struck)
	}
}

// TestForcingBeatsLabelTheirSupposition checks that every deduction of
// issue 23's forcing chain says, in both languages, the supposition it
// holds under, so that a player who meets it among others knows which
// branch it is on.
func TestForcingBeatsLabelTheirSupposition(t *testing.T) {
	b, s := firstForcingChain(t, mustParse(t, issue23))
	for lang, prefix := range map[string]string{"en": "[If r1c4 is 3] ", "zh-Hans": "【若r1c4是3】"} {
		beats := s.Beats(b, lang)
		for i, beat := range beats[1 : len(beats)-1] {
			if !strings.HasPrefix(beat.Text, prefix) || !slices.Equal(beat.Supposed, s.Pattern[:1]) {
				t.Errorf("%s beat %d: %q, supposed %v, want %q first", lang, i+1, beat.Text, beat.Supposed, prefix)
			}
		}
	}
}

// TestForcingBeatsShowTheContradiction checks that the last beat of issue
// 23's forcing chain carries what shows its contradiction: the house left
// without a place for 8 and the 8s the chain removed from it, struck.
func TestForcingBeatsShowTheContradiction(t *testing.T) {
	b, s := firstForcingChain(t, mustParse(t, issue23))
	sol, _ := solver.Solve(mustParse(t, issue23))
	checkBeats(t, b, s, sol)
	beats := s.Beats(b, "en")
	end := beats[len(beats)-1]
	col2 := []Unit{Col(1)}
	if !slices.Equal(end.Units, col2) || len(end.Marks) < 2 || end.On {
		t.Fatalf("the end: units %v, marks %v, on %v; want column 2 and its 8s", end.Units, end.Marks, end.On)
	}
	for _, m := range end.Marks[1:] {
		if m.Digit != 8 || m.Cell.Col() != 1 || !slices.Contains(end.Struck, m) {
			t.Errorf("the end marks %v, not an 8 of column 2 struck along the way (%v)", m, end.Struck)
		}
	}
}

// TestLoopBeats checks the beats of the chains the solve path does not
// meet in TestBeatsSound: nice loops and remote pairs, as the samples
// first have them.
func TestLoopBeats(t *testing.T) {
	for _, tech := range []Technique{RemotePairs, NiceLoop, GroupedNiceLoop, ALSNiceLoop} {
		t.Run(tech.ID(), func(t *testing.T) {
			g, b, s := firstPositionWith(t, tech)
			if s == nil {
				t.Skip("not in the samples")
			}
			sol, ok := solver.Solve(g)
			if !ok {
				t.Fatal("no solution")
			}
			checkBeats(t, b, s, sol)
		})
	}
}

// TestNestedForcingBeats checks the beats of nested forcing chains, those
// of the hardest11 sample's path and of issue 23's: each
// nested chain is told as sub-beats of its own, from its assumption to
// its contradiction (checkForcingBeats replays them), labelled with both
// suppositions, and the walk stays within fcBeatsMax beats.
func TestNestedForcingBeats(t *testing.T) {
	for _, g := range []solver.Grid{samples(t, "hardest11", 1)[0], mustParse(t, issue23)} {
		sol, ok := solver.Solve(g)
		if !ok {
			t.Fatal("no solution")
		}
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				break
			}
			if s.Technique != ForcingChain || s.Variant != "nested" {
				b.Apply(s)
				continue
			}
			checkBeats(t, b, s, sol)
			for lang, words := range map[string][3]string{"en": {"[If %v is %d, inside: if %v is %d] ", "contradiction of its own", "too many to show"}, "zh-Hans": {"【若%v是%d，其中再若%v是%d】", "另外导致矛盾", "太多了"}} {
				beats := s.Beats(b, lang)
				if len(beats) > fcBeatsMax {
					t.Errorf("%d beats, more than %d", len(beats), fcBeatsMax)
				}
				inner, a := 0, s.Pattern[0]
				var at Candidate
				for i, beat := range beats {
					switch {
					case beat.Nest == 1 && beat.Kind == "start":
						inner++
						at = beat.Marks[0]
					case beat.Nest == 1 && beat.Kind != "nested":
						if prefix := fmt.Sprintf(words[0], a.Cell, a.Digit, at.Cell, at.Digit); !strings.HasPrefix(beat.Text, prefix) || len(beat.Supposed) != 2 {
							t.Errorf("%s inner beat %d %q, supposed %v, want %q first", lang, i, beat.Text, beat.Supposed, prefix)
						}
					case beat.Kind == "nested" && strings.Contains(beat.Text, words[1]) && !strings.Contains(beat.Text, words[2]):
						t.Errorf("%s beat %d %q: a nested chain not told", lang, i, beat.Text)
					}
				}
				if inner == 0 {
					t.Errorf("%s: no nested chain told among %d beats", lang, len(beats))
				}
				t.Logf("%s: %d beats, %d nested chains told", lang, len(beats), inner)
			}
			b.Apply(s)
		}
	}
}

// TestForcingChainFocus checks that a forcing chain's first hints point
// at its assumption, where a player starts following it, not at the house
// of the contradiction it ends in.
func TestForcingChainFocus(t *testing.T) {
	b, s := firstForcingChain(t, mustParse(t, issue23))
	h := Hint{Kind: NextStep, Step: s, Board: b}
	units, cells := h.Focus()
	if len(units) != 0 || !slices.Equal(cells, []solver.Cell{s.Pattern[0].Cell}) {
		t.Errorf("focus %v %v, want the assumption's cell %v", units, cells, s.Pattern[0].Cell)
	}
	for _, tc := range []struct {
		depth Depth
		lang  string
		want  string
	}{
		{Where, "en", "Look at r1c4."},
		{Which, "en", "Look at r1c4: there is a forcing chain."},
		{Which, "zh-Hans", "r1c4"},
	} {
		if got := h.TextNamed(tc.depth, tc.lang, NameCompact); !strings.Contains(got, tc.want) {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.depth, got, tc.want)
		}
	}
}

// groupNotation matches cells run together, as r79c4 or r3c13: a new
// player reads r3c13 as column 13.
var groupNotation = regexp.MustCompile(`r[1-9]{2,}c[1-9]|r[1-9]c[1-9]{2,}`)

// TestNoGroupNotationForPlayers walks issue 23's path and some samples'
// and checks that no hint text or beat shown to players runs cells
// together: a group is written as its cells, "r7c4 or r9c4".
func TestNoGroupNotationForPlayers(t *testing.T) {
	groups := 0
	for _, g := range append(samples(t, "top1465", 12), mustParse(t, issue23)) {
		b := NewBoard(g)
		for !b.Solved() {
			s := Next(b)
			if s == nil {
				break
			}
			for _, l := range s.Links {
				if len(l.To.Cells) > 1 || len(l.To.Set) > 1 {
					groups++
				}
			}
			for _, lang := range Languages {
				h := Hint{Kind: NextStep, Step: s, Board: b}
				texts := []string{h.TextNamed(Full, lang, NameCompact), h.TextNamed(Full, lang, NameSpoken)}
				if len(s.Links) > 0 {
					for _, beat := range s.Beats(b, lang) {
						texts = append(texts, beat.Text)
					}
				}
				for _, text := range texts {
					if m := groupNotation.FindString(text); m != "" {
						t.Fatalf("%s: %q runs cells together (%s)", lang, text, m)
					}
				}
			}
			b.Apply(s)
		}
	}
	if groups == 0 {
		t.Error("no group met")
	}
}

// TestForcingWordsSayWhatFollowsFromWhat checks the words of issue 23's
// forcing chain: each deduction comes after the deductions it stands on,
// not after whatever the propagation made just before it ("r1c9 is not 3,
// so r4c4 is not 3" was false).
func TestForcingWordsSayWhatFollowsFromWhat(t *testing.T) {
	_, s := firstForcingChain(t, mustParse(t, issue23))
	for _, tc := range []struct {
		lang      string
		want, not []string
	}{
		{"en", []string{
			"Forcing chain: suppose r1c4 is 3: r1c4 is 3, so r1c4 is not 7, r1c7 is not 3, r1c9 is not 3, r4c4 is not 3 and r5c4 is not 3; ",
			"; r1c7 is not 3 and r1c9 is not 3, so r3c9 is 3; ",
			"; r1c4 is not 7, so 7 is in r7c4 or r9c4; 7 is in r7c4 or r9c4, so r7c5 is not 7 and r8c5 is not 7; ",
			"; r5c2 is 6, so r5c2 is not 8; that leaves no place for 8 in column 2, so r1c4≠3.",
		}, []string{"r1c9 is not 3, so r4c4 is not 3", "then"}},
		{"zh-Hans", []string{
			"强制链：假设r1c4是3：r1c4是3，所以r1c4不是7、r1c7不是3、r1c9不是3、r4c4不是3且r5c4不是3；",
			"；r1c7不是3且r1c9不是3，所以r3c9是3；",
		}, []string{"r1c9不是3，于是r4c4不是3"}},
	} {
		got := s.Describe(tc.lang)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q does not say %q", tc.lang, got, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: %q says %q", tc.lang, got, w)
			}
		}
	}
}

// TestNestedForcingWordsTellInnerChains checks that the words of issue
// 23's first nested forcing chain tell its nested chain where the net
// meets it, from its assumption to its contradiction, not only that
// "shorter forcing chains remove more candidates".
func TestNestedForcingWordsTellInnerChains(t *testing.T) {
	b := NewBoard(mustParse(t, issue23))
	for !b.Solved() {
		s := Next(b)
		if s == nil {
			break
		}
		if s.Technique != ForcingChain || s.Variant != "nested" {
			b.Apply(s)
			continue
		}
		for lang, want := range map[string][]string{
			"en": {"Nested forcing chain (inside it, shorter forcing chains, each in parentheses, remove more candidates): suppose r9c5 is 7: ",
				"; r1c2 is not 6 (inside, suppose r1c2 is 6 as well: r1c2 is 6, so r1c2 is not 1 and r1c9 is not 6; ",
				"; r6c7 is 6, so r4c7 is not 6; that leaves no place for 6 in row 4); r1c2 is not 6, r6c2 is not 6 and r8c2 is not 6, so r5c2 is 6; "},
			"zh-Hans": {"；r1c2不是6（内层：再假设r1c2是6：r1c2是6，所以r1c2不是1且r1c9不是6；", "这会使第4行中没有位置可填6）；"},
		} {
			got := s.Describe(lang)
			for _, w := range want {
				if !strings.Contains(got, w) {
					t.Errorf("%s: %q does not say %q", lang, got, w)
				}
			}
		}
		return
	}
	t.Fatal("no nested forcing chain on the path")
}

// TestForcingGroupsLeaveOutToldCells: a forcing chain's beats are told in
// another order than the search found them, and a locked candidate's beat
// said "In box 5, 6 is only in r6c5 or r6c6" after a beat had set r6c5 to
// 8: a new player stopped there. A group names no cell the beats before it
// on its branch ruled the digit out of.
func TestForcingGroupsLeaveOutToldCells(t *testing.T) {
	b := NewBoard(mustParse(t, issue23))
	checked := 0
	for !b.Solved() {
		s := Next(b)
		if s == nil {
			break
		}
		if s.Technique == ForcingChain {
			beats := s.Beats(b, "en")
			for k, bt := range beats {
				if bt.Kind != "locked" || k == 0 || len(bt.Links) == 0 {
					continue
				}
				group := bt.Links[len(bt.Links)-1].From
				prev := beats[0] // the last beat told on the same branch (an inner chain's strikes end with it)
				for _, e := range beats[1:k] {
					if e.Nest == bt.Nest && e.Kind != "nested" && slices.Equal(e.Supposed, bt.Supposed) {
						prev = e
					}
				}
				for _, c := range group.Cells {
					out := slices.Contains(prev.Struck, Candidate{Cell: c, Digit: group.Digit})
					for _, e := range beats[:k] {
						if e.On && len(e.Marks) > 0 && e.Marks[0].Cell == c && e.Marks[0].Digit != group.Digit &&
							len(e.Supposed) <= len(bt.Supposed) && slices.Equal(e.Supposed, bt.Supposed[:len(e.Supposed)]) {
							out = true
						}
					}
					if out {
						t.Errorf("beat %d %q names %v, which the beats before it ruled %d out of", k+1, bt.Text, c, group.Digit)
					}
				}
				checked++
			}
		}
		b.Apply(s)
	}
	if checked == 0 {
		t.Fatal("no locked candidate in the forcing chains")
	}
	t.Logf("%d locked candidates' groups checked", checked)
}
