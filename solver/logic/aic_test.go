package logic

import (
	"strings"
	"testing"
)

// aicMarks builds a five-link AIC on full pencil marks: 5 has two places
// in row 1, r5c5 holds only 5 and 3, and 3 has two places in column 8:
// (5)r1c1 = (5)r1c5 - (5=3)r5c5 - (3)r5c8 = (3)r1c8. One end is true, so
// r1c1, which sees the 3 end and holds the 5 end, cannot be 3.
func aicMarks(m *pencilMarks) {
	m.keep(5, Row(0), "r1c1", "r1c5")
	m.set("r5c5", "35")
	m.keep(3, Col(7), "r5c8", "r1c8")
}

// TestAIC checks the chain engine on built positions: the chain and what
// it proves, in Eureka notation and in words.
func TestAIC(t *testing.T) {
	tests := []struct {
		name    string
		tech    Technique
		build   func(m *pencilMarks)
		variant string
		eureka  string // the chain wanted among those found; "" when none may be
		elim    string
		place   string
	}{
		{
			name: "two digits, ends see each other", tech: AIC, build: aicMarks,
			eureka: "(5)r1c1 = (5)r1c5 - (5=3)r5c5 - (3)r5c8 = (3)r1c8",
			elim:   "r1c1=3",
		},
		{
			name: "a break in the chain", tech: AIC,
			build: func(m *pencilMarks) { aicMarks(m); m.add(3, "r9c8") },
		},
		{
			name: "the start proved true", tech: AIC,
			build:  func(m *pencilMarks) { aicMarks(m); m.set("r1c1", "35") },
			eureka: "(5=3)r1c1 - (3)r1c8 = (3)r5c8 - (3=5)r5c5 - (5)r1c5 = (5)r1c1",
			place:  "r1c1=5",
		},
		{
			// (3=5)r1c1 - (5)r4c1 = (5)r4c5 - (5=3)r5c5 - (3)r5c8 = (3)r1c8
			// - back to (3)r1c1: every link has exactly one true end, so
			// the other places of each weak link's digit in its houses go:
			// 3 from row 1, 5 from column 1, column 5 and box 5.
			name: "closed into a loop", tech: AIC,
			build: func(m *pencilMarks) {
				m.set("r1c1", "35")
				m.keep(5, Row(3), "r4c1", "r4c5")
				m.set("r5c5", "35")
				m.keep(3, Row(4), "r5c5", "r5c8")
				m.keep(3, Col(7), "r5c8", "r1c8")
			},
			variant: "loop",
			eureka:  "(3=5)r1c1 - (5)r4c1 = (5)r4c5 - (5=3)r5c5 - (3)r5c8 = (3)r1c8 - (3)r1c1",
			elim: "r1c2=3 r1c3=3 r1c4=3 r1c5=3 r1c5=5 r1c6=3 r1c7=3 r1c9=3 r2c1=5 r2c5=5 " +
				"r3c1=5 r3c5=5 r5c1=5 r5c4=5 r5c6=5 r6c1=5 r6c4=5 r6c5=5 r6c6=5 " +
				"r7c1=5 r7c5=5 r8c1=5 r8c5=5 r9c1=5 r9c5=5",
		},
		{
			name: "discontinuous loop", tech: NiceLoop, build: aicMarks,
			variant: "discontinuous",
			eureka:  "(3-5)r1c1 = (5)r1c5 - (5=3)r5c5 - (3)r5c8 = (3)r1c8 - (3)r1c1",
			elim:    "r1c1=3",
		},
		{
			// 5 in box 1 lies in row 1 (r1c2, r1c3) or at r2c1, and in
			// column 5 at r1c5 or r5c5; r5c1 sees both ends.
			name: "grouped", tech: GroupedAIC,
			build: func(m *pencilMarks) {
				m.keep(5, Box(0), "r1c2", "r1c3", "r2c1")
				m.keep(5, Col(4), "r1c5", "r5c5")
			},
			eureka: "(5)r2c1 = (5)r1c23 - (5)r1c5 = (5)r5c5",
			elim:   "r5c1=5",
		},
		{
			name: "no group, no grouped chain", tech: GroupedAIC,
			build: func(m *pencilMarks) {
				m.keep(5, Box(0), "r1c3", "r2c1")
				m.keep(5, Col(4), "r1c5", "r5c5")
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newPencilMarks(t)
			tt.build(m)
			b := m.board()
			all := FindAll(b, tt.tech)
			if tt.eureka == "" {
				if len(all) > 0 {
					t.Fatalf("found %s", all[0].Describe("en"))
				}
				return
			}
			var chains []string
			for _, s := range all {
				if s.Eureka() != tt.eureka {
					chains = append(chains, s.Eureka())
					continue
				}
				if s.Variant != tt.variant {
					t.Errorf("variant %q, want %q", s.Variant, tt.variant)
				}
				if got := candidateList(s.Eliminations); got != tt.elim {
					t.Errorf("eliminations %s, want %s", got, tt.elim)
				}
				if got := candidateList(s.Placements); got != tt.place {
					t.Errorf("placements %s, want %s", got, tt.place)
				}
				checkDescribe(t, s)
				return
			}
			t.Fatalf("no chain %s among %d:\n%s", tt.eureka, len(all), strings.Join(chains, "\n"))
		})
	}
	checkOnSamples(t, AIC, GroupedAIC, NiceLoop, GroupedNiceLoop, RemotePairs)
}

// TestRemotePairs checks a chain of four 1/2 cells: r1c1 and r5c9 are
// three steps apart, so they hold one each, and r1c9 and r5c1 hold
// neither.
func TestRemotePairs(t *testing.T) {
	chain := func(m *pencilMarks) {
		m.set("r1c1", "12")
		m.set("r1c5", "12")
		m.set("r5c5", "12")
		m.set("r5c9", "12")
	}
	runPencilCases(t, []pencilCase{
		{
			name: "four cells", tech: RemotePairs, build: chain,
			elim:  "r1c9=1 r1c9=2 r5c1=1 r5c1=2",
			cells: "r1c1 r1c5 r5c5 r5c9",
		},
		{
			name: "three cells", tech: RemotePairs,
			build: func(m *pencilMarks) { chain(m); m.set("r5c9", "13") },
		},
	})
}

// TestEureka checks the notation of chains: links in one cell between
// the digits, groups as their cells run together.
func TestEureka(t *testing.T) {
	n := func(d uint8, names ...string) ChainNode {
		m := newPencilMarks(t)
		node := ChainNode{Digit: d}
		for _, name := range names {
			node.Cells = append(node.Cells, m.cell(name))
		}
		return node
	}
	s := &Step{Links: []Link{
		{From: n(5, "r4c7"), To: n(5, "r4c2"), Strong: true},
		{From: n(5, "r4c2"), To: n(5, "r6c2")},
		{From: n(5, "r6c2"), To: n(3, "r6c2"), Strong: true},
		{From: n(3, "r6c2"), To: n(3, "r7c2", "r8c2")},
		{From: n(3, "r7c2", "r8c2"), To: n(3, "r9c4", "r9c5"), Strong: true},
	}}
	const want = "(5)r4c7 = (5)r4c2 - (5=3)r6c2 - (3)r78c2 = (3)r9c45"
	if got := s.Eureka(); got != want {
		t.Errorf("Eureka() = %q, want %q", got, want)
	}
	cat, _ := catalogueFor("en")
	const words = "if r4c7 is not 5, then r4c2 is 5, so r6c2 is not 5, so r6c2 is 3, " +
		"so 3 is in none of r7c2, r8c2, so 3 is in r9c4 or r9c5"
	if got := cat.chainWords(s.Links); got != words {
		t.Errorf("words %q, want %q", got, words)
	}
	if (&Step{}).Eureka() != "" {
		t.Error("a step without links has a chain")
	}
}
