package logic

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// Eureka writes a chain's links in Eureka notation, the way chain solvers
// print them: "(5)r4c7 = (5)r4c2 - (5=3)r6c2 - (3)r6c8". A strong link is
// "=", a weak one "-"; a group is its cells run together, as r4c78, and
// links inside one cell go between the digits, as (5=3)r6c2. It returns ""
// for a step without links, and for a forcing chain, whose links form a
// net rather than one line.
func (s *Step) Eureka() string { return s.eureka(groupName) }

// eureka writes a chain's links in Eureka notation, naming each group or
// set of cells with name.
func (s *Step) eureka(name func([]solver.Cell) string) string {
	if len(s.Links) == 0 || s.Technique == ForcingChain {
		return ""
	}
	// Chains of their own (a kraken fish's, one from each fin) are
	// written one after the other.
	if chains := splitChains(s.Links); len(chains) > 1 {
		parts := make([]string, len(chains))
		for i, links := range chains {
			one := *s
			one.Links = links
			parts[i] = one.Eureka()
		}
		return strings.Join(parts, "; ")
	}
	nodes := make([]ChainNode, 0, len(s.Links)+1)
	nodes = append(nodes, s.Links[0].From)
	for _, l := range s.Links {
		nodes = append(nodes, l.To)
	}
	var sb strings.Builder
	for i := 0; i < len(nodes); {
		if i > 0 {
			sb.WriteString(linkSign(s.Links[i-1], " "))
		}
		// A run of candidates of one cell, or of digits of one almost
		// locked set, is written once, its digits joined by their links.
		j := i
		sb.WriteByte('(')
		sb.WriteString(strconv.Itoa(int(nodes[i].Digit)))
		for j+1 < len(nodes) && (sameCell(nodes[j], nodes[j+1]) || inOneSet(nodes[j], nodes[j+1])) {
			sb.WriteString(linkSign(s.Links[j], ""))
			sb.WriteString(strconv.Itoa(int(nodes[j+1].Digit)))
			j++
		}
		sb.WriteByte(')')
		if j > i && len(nodes[i].Set) > 0 {
			sb.WriteString(name(nodes[i].Set))
		} else {
			sb.WriteString(name(nodes[i].Cells))
		}
		i = j + 1
	}
	return sb.String()
}

// linkSign is "=" for a strong link and "-" for a weak one, padded with
// pad on both sides.
func linkSign(l Link, pad string) string {
	if l.Strong {
		return pad + "=" + pad
	}
	return pad + "-" + pad
}

// groupName names cells compactly: r4c7 for one cell, r4c78 for cells of
// one row, r45c7 for cells of one column, else the names joined by
// commas.
func groupName(cells []solver.Cell) string {
	if len(cells) == 1 {
		return cells[0].String()
	}
	sameRow, sameCol := true, true
	for _, c := range cells[1:] {
		sameRow = sameRow && c.Row() == cells[0].Row()
		sameCol = sameCol && c.Col() == cells[0].Col()
	}
	var sb strings.Builder
	switch {
	case sameRow:
		sb.WriteString("r" + strconv.Itoa(cells[0].Row()+1) + "c")
		for _, c := range cells {
			sb.WriteString(strconv.Itoa(c.Col() + 1))
		}
	case sameCol:
		sb.WriteString("r")
		for _, c := range cells {
			sb.WriteString(strconv.Itoa(c.Row() + 1))
		}
		sb.WriteString("c" + strconv.Itoa(cells[0].Col()+1))
	default:
		for i, c := range cells {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(c.String())
		}
	}
	return sb.String()
}

// cellsEach names a group of cells for players, each cell on its own
// (r7c4/r9c4), where Eureka notation runs them together (r79c4), which a
// new player reads as column 79.
func cellsEach(cells []solver.Cell) string { return strings.Join(cellNames(cells), "/") }

// setName names the cells of a set for players, each on its own, as
// {r1c1, r1c2}.
func (c *catalogue) setName(cells []solver.Cell) string {
	return "{" + strings.Join(cellNames(cells), c.words["list"]) + "}"
}

// chainWords tells a chain as a sequence of implications: "if r4c7 is not
// 5, then r4c2 is 5, so r6c2 is not 5, ...".
func (c *catalogue) chainWords(links []Link) string {
	parts := make([]string, 0, len(links)+1)
	parts = append(parts, c.fill("chain.if", c.nodeState(links[0].From, !links[0].Strong)))
	for i, l := range links {
		key := "chain.so"
		if i == 0 {
			key = "chain.then"
		}
		state := c.nodeState(l.To, l.Strong)
		if l.Strong && inOneSet(l.From, l.To) {
			state = c.fill("chain.als.on", map[string]string{
				"Cell": strings.Join(cellNames(l.To.Cells), c.words["chain.or"]), "Digit": strconv.Itoa(int(l.To.Digit)),
				"Set": c.setName(l.To.Set)})
		}
		parts = append(parts, c.fill(key, state))
	}
	return strings.Join(parts, c.words["chain.sep"])
}

// netWords says a forcing net in words: the assumption, then each
// deduction once, in the order the propagation made them, every one of
// them, each after the deductions it stands on ("r1c7 is not 3 and r1c9
// is not 3, so r3c9 is 3"), those that stand on the same ones together;
// each nested chain comes where the net met it, in brackets, in the same
// words (Beats tells them one at a time, the shortest path first).
func (c *catalogue) netWords(assumed Candidate, links []Link, inner []innerChain) string {
	first := ChainNode{Digit: assumed.Digit, Cells: []solver.Cell{assumed.Cell}}
	var breaks []int
	for _, n := range inner {
		breaks = append(breaks, n.at)
	}
	steps := c.netSteps(links, breaks)
	var parts []string
	next := 0 // the next nested chain
	for _, st := range steps {
		for ; next < len(inner) && inner[next].at <= st.at; next++ {
			parts = append(parts, c.innerWords(inner[next]))
		}
		parts = append(parts, st.text)
	}
	for ; next < len(inner); next++ {
		parts = append(parts, c.innerWords(inner[next]))
	}
	return c.fill("chain.net.if", map[string]string{"Start": c.nodeState(first, true), "Steps": strings.Join(parts, c.words["chain.net.sep"])})
}

// innerWords says a nested chain: the candidate it removes, then in
// brackets its assumption, its net and its contradiction.
func (c *catalogue) innerWords(n innerChain) string {
	node := ChainNode{Digit: n.assumed.Digit, Cells: []solver.Cell{n.assumed.Cell}}
	var left string
	if n.badCell >= 0 {
		left = c.fill("chain.left.cell", solver.Cell(n.badCell).String())
	} else {
		left = c.fill("chain.left.unit", map[string]string{"Digit": strconv.Itoa(int(n.badDigit)), "Unit": c.unitName(n.badUnit, nil)}) // nested chains are found on classic boards alone
	}
	var steps []string
	for _, st := range c.netSteps(n.links, nil) {
		steps = append(steps, st.text)
	}
	return c.fill("chain.net.inner", map[string]string{
		"Off": c.nodeState(node, false), "On": c.nodeState(node, true),
		"Steps": strings.Join(steps, c.words["chain.net.sep"]), "Left": left,
	})
}

// netStep is one clause of a net's words, and the index of the first
// link it tells.
type netStep struct {
	text string
	at   int
}

// netSteps says a net's deductions, each after what it stands on (see
// netWords), those in a row that stand on the same ones in one clause,
// which never spans one of the link indices in breaks.
func (c *catalogue) netSteps(links []Link, breaks []int) []netStep {
	type deduction struct {
		from []string // the states it stands on
		to   string
		at   int // its first link
	}
	var ds []deduction
	seen := map[string]int{}
	for i, l := range links {
		key := fmt.Sprint(l.To.Digit, l.To.Cells, l.Strong)
		from := c.nodeState(l.From, !l.Strong)
		if j, ok := seen[key]; ok {
			if !slices.Contains(ds[j].from, from) {
				ds[j].from = append(ds[j].from, from)
			}
			continue
		}
		seen[key] = len(ds)
		ds = append(ds, deduction{from: []string{from}, to: c.nodeState(l.To, l.Strong), at: i})
	}
	var out []netStep
	var run []deduction
	flush := func() {
		if len(run) == 0 {
			return
		}
		to := make([]string, len(run))
		for i, d := range run {
			to[i] = d.to
		}
		out = append(out, netStep{at: run[0].at, text: c.fill("chain.net.step", map[string]string{
			"From": c.clauses(run[0].from), "To": c.clauses(to)})})
		run = run[:0]
	}
	for _, d := range ds {
		split := slices.ContainsFunc(breaks, func(b int) bool { return len(run) > 0 && run[0].at < b && b <= d.at })
		if len(run) > 0 && (split || !slices.Equal(run[0].from, d.from)) {
			flush()
		}
		run = append(run, d)
	}
	flush()
	return out
}

// clauses joins clauses into one: "a, b and c".
func (c *catalogue) clauses(cs []string) string {
	if len(cs) < 2 {
		return strings.Join(cs, "")
	}
	return strings.Join(cs[:len(cs)-1], c.words["chain.net.list"]) + c.words["chain.net.and"] + cs[len(cs)-1]
}

// nodeState says that a chain node is on (holds its digit) or off,
// naming its cells compactly.
func (c *catalogue) nodeState(n ChainNode, on bool) string {
	return c.nodeStateNamed(n, on, NameCompact)
}

// nodeStateNamed is nodeState naming the cells as naming says.
func (c *catalogue) nodeStateNamed(n ChainNode, on bool, naming Naming) string {
	key := "chain.off"
	if on {
		key = "chain.on"
	}
	joiner := c.words["chain.none"]
	if len(n.Cells) > 1 {
		key = "chain.group." + key[len("chain."):]
		if on {
			joiner = c.words["chain.or"]
		}
	}
	names := make([]string, len(n.Cells))
	for i, cell := range n.Cells {
		names[i] = c.cellName(cell, naming)
	}
	return c.fill(key, map[string]string{"Cell": strings.Join(names, joiner), "Digit": strconv.Itoa(int(n.Digit))})
}

// cellNames names cells compactly, as r4c2.
func cellNames(cells []solver.Cell) []string {
	names := make([]string, len(cells))
	for i, cell := range cells {
		names[i] = cell.String()
	}
	return names
}

// inOneSet reports whether two chain nodes are digits of one almost locked
// set.
func inOneSet(a, b ChainNode) bool {
	if len(a.Set) == 0 || len(a.Set) != len(b.Set) {
		return false
	}
	for i := range a.Set {
		if a.Set[i] != b.Set[i] {
			return false
		}
	}
	return true
}

// splitChains cuts links into the chains they hold: a link that does not
// start where the one before it ends starts a chain of its own.
func splitChains(links []Link) [][]Link {
	var out [][]Link
	start := 0
	for i := 1; i <= len(links); i++ {
		if i == len(links) || !oneNode(links[i].From, links[i-1].To) {
			out = append(out, links[start:i])
			start = i
		}
	}
	return out
}

// oneNode reports whether two chain nodes are one: the same digit in the
// same cells (of the same set).
func oneNode(a, b ChainNode) bool {
	return a.Digit == b.Digit && slices.Equal(a.Cells, b.Cells) && slices.Equal(a.Set, b.Set)
}
