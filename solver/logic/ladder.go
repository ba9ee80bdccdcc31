package logic

// The ladder is the one table of the techniques: a row (rung) for each,
// in the order Next tries them, the easiest first, with its name, level,
// weight and finders. Next climbs the rows marked tried; the rest are
// answered for by Find and FindAll alone. The Technique constants are
// names, not positions: the rating walk reads positions from this table.

// A rung is one technique's row of the ladder.
type rung struct {
	t      Technique
	id     string  // its name in messages and on the command line
	level  Level   // the lowest level whose puzzles may need it
	weight float64 // its difficulty on the scale of puzzle scores
	tried  bool    // Next tries it; false: only Find and FindAll answer for it
	first  finder  // the first instance; nil: the first one each visits
	each   eachFinder
	// capped, when set, is the finder Next uses, given the rating walk's
	// ceiling on the step's weight (see next).
	capped func(b *Board, ceiling float64) *Step
}

// A finder looks for one technique on b and returns the first instance that
// makes progress, or nil.
type finder func(b *Board) *Step

// An eachFinder calls visit with every instance of one technique on b that
// makes progress, in the order its finder would return them, until visit
// returns false.
type eachFinder func(b *Board, visit func(*Step) bool)

const (
	tried = true  // Next tries the technique
	asked = false // only Find and FindAll answer for it
)

// ladderTable is the ladder, in the order Next tries it, and rungOf each
// technique's position on it. They are made in init: finders refer to
// the techniques' weights, which are read from the table.
var (
	ladderTable []rung
	rungOf      [numTechniques]int
)

func init() {
	ladderTable = ladderRows()
	for i := range rungOf {
		rungOf[i] = -1
	}
	for i := range ladderTable {
		r := &ladderTable[i]
		rungOf[r.t] = i
		if r.first == nil && r.each != nil {
			r.first = firstOf(r.each)
		}
	}
}

// ladderRows returns the ladder's rows. The hot finders of the first
// rungs have a first-instance finder that calls their every-instance
// finder directly, so that the visit closure stays on the stack.
func ladderRows() []rung {
	return []rung{
		{FullHouse, "full-house", Easy, 1.0, tried, func(b *Board) *Step {
			var first *Step
			findFullHouse(b, func(s *Step) bool { first = s; return false })
			return first
		}, findFullHouse, nil},
		{HiddenSingle, "hidden-single", Easy, 1.5, tried, func(b *Board) *Step {
			var first *Step
			findHiddenSingle(b, func(s *Step) bool { first = s; return false })
			return first
		}, findHiddenSingle, nil},
		{NakedSingle, "naked-single", Easy, 2.3, tried, func(b *Board) *Step {
			var first *Step
			findNakedSingle(b, func(s *Step) bool { first = s; return false })
			return first
		}, findNakedSingle, nil},
		// The Killer rows: on a classic board appliesTo skips them.
		{CageCombination, "cage-combination", Easy, 2.0, tried, nil, findCageCombination, nil},
		{CageLocked, "cage-locked", Easy, 2.2, tried, nil, findCageLocked, nil},
		{LockedCandidates, "locked-candidates", Medium, 2.6, tried, func(b *Board) *Step {
			var first *Step
			findLockedCandidates(b, func(s *Step) bool { first = s; return false })
			return first
		}, findLockedCandidates, nil},
		{Rule45, "rule-of-45", Medium, 2.8, tried, nil, func(b *Board, visit func(*Step) bool) { findRule45(b, false, visit) }, nil},
		{LockedPair, "locked-pair", Medium, 2.8, tried, nil, lockedSubset(LockedPair, 2), nil},
		{LockedTriple, "locked-triple", Medium, 3.4, tried, nil, lockedSubset(LockedTriple, 3), nil},
		{NakedPair, "naked-pair", Medium, 3.0, tried, firstNakedSubset(NakedPair, 2), eachNakedSubsetOf(NakedPair, 2), nil},
		{HiddenPair, "hidden-pair", Medium, 3.4, tried, firstHiddenSubset(HiddenPair, 2), eachHiddenSubsetOf(HiddenPair, 2), nil},
		{NakedTriple, "naked-triple", Medium, 3.6, tried, firstNakedSubset(NakedTriple, 3), eachNakedSubsetOf(NakedTriple, 3), nil},
		{HiddenTriple, "hidden-triple", Medium, 4.0, tried, firstHiddenSubset(HiddenTriple, 3), eachHiddenSubsetOf(HiddenTriple, 3), nil},
		{CageHouse, "cage-house", Hard, 3.8, tried, nil, findCageHouse, nil},
		{Rule45Union, "rule-of-45-union", Hard, 4.0, tried, nil, func(b *Board, visit func(*Step) bool) { findRule45(b, true, visit) }, nil},
		{CageSubset, "cage-subset", Hard, 4.1, tried, nil, findCageSubset, nil},
		{XWing, "x-wing", Hard, 4.2, tried, basicFish(XWing, 2), nil, nil},
		{Skyscraper, "skyscraper", Hard, 4.2, tried, nil, findSkyscraper, nil},
		{TwoStringKite, "2-string-kite", Hard, 4.3, tried, nil, findTwoStringKite, nil},
		{EmptyRectangle, "empty-rectangle", Hard, 4.5, tried, nil, findEmptyRectangle, nil},
		{XYWing, "xy-wing", Hard, 4.4, tried, nil, findXYWing, nil},
		{XYZWing, "xyz-wing", Hard, 4.6, tried, nil, findXYZWing, nil},
		{WWing, "w-wing", Hard, 4.6, tried, nil, findWWing, nil},
		{Swordfish, "swordfish", Hard, 4.6, tried, basicFish(Swordfish, 3), nil, nil},
		{SimpleColouring, "simple-colouring", Hard, 4.8, tried, findSimpleColouring, nil, nil},
		{UniqueRectangle1, "unique-rectangle-1", Hard, 4.5, tried, nil, findUniqueRectangle(UniqueRectangle1), nil},
		{UniqueRectangle2, "unique-rectangle-2", Hard, 4.5, tried, nil, findUniqueRectangle(UniqueRectangle2), nil},
		{UniqueRectangle4, "unique-rectangle-4", Hard, 4.5, tried, nil, findUniqueRectangle(UniqueRectangle4), nil},
		{AvoidableRectangle1, "avoidable-rectangle-1", Hard, 4.5, tried, nil, func(b *Board, visit func(*Step) bool) { findAvoidable(b, 1, visit) }, nil},
		{AvoidableRectangle2, "avoidable-rectangle-2", Hard, 4.6, tried, nil, func(b *Board, visit func(*Step) bool) { findAvoidable(b, 2, visit) }, nil},
		{HiddenRectangle, "hidden-rectangle", Hard, 4.6, tried, nil, findHiddenRectangle, nil},
		{NakedQuad, "naked-quad", Hard, 5.0, tried, firstNakedSubset(NakedQuad, 4), eachNakedSubsetOf(NakedQuad, 4), nil},
		{HiddenQuad, "hidden-quad", Hard, 5.4, tried, firstHiddenSubset(HiddenQuad, 4), eachHiddenSubsetOf(HiddenQuad, 4), nil},
		{UniqueRectangle3, "unique-rectangle-3", Hard, 4.6, tried, nil, findUniqueRectangle(UniqueRectangle3), nil},
		{UniqueRectangle5, "unique-rectangle-5", Hard, 4.6, tried, nil, findUniqueRectangle(UniqueRectangle5), nil},
		{UniqueRectangle6, "unique-rectangle-6", Hard, 4.6, tried, nil, findUniqueRectangle(UniqueRectangle6), nil},
		// Reading every cage of a house together is the Killer's expert
		// step: the everyday Killers that need it are the hardest that
		// stop short of forcing chains.
		{HouseCombination, "house-combination", Expert, 5.6, tried, nil, findHouseCombination, nil},
		{CageBlocker, "cage-blocker", Expert, 5.7, tried, nil, findCageBlocker, nil},
		{FinnedXWing, "finned-x-wing", Expert, 5.6, tried, finnedFish(FinnedXWing, 2), eachFinnedFish(FinnedXWing, 2), nil},
		{BUGPlus1, "bug-plus-1", Expert, 5.6, tried, findBUGPlus1, nil, nil},
		{FinnedSwordfish, "finned-swordfish", Expert, 5.8, tried, finnedFish(FinnedSwordfish, 3), eachFinnedFish(FinnedSwordfish, 3), nil},
		{MultiColouring1, "multi-colouring-1", Expert, 5.8, tried, nil, func(b *Board, visit func(*Step) bool) { findMultiColouring(b, 1, visit) }, nil},
		{MultiColouring2, "multi-colouring-2", Expert, 5.8, tried, nil, func(b *Board, visit func(*Step) bool) { findMultiColouring(b, 2, visit) }, nil},
		{Jellyfish, "jellyfish", Expert, 5.8, tried, basicFish(Jellyfish, 4), nil, nil},
		{FinnedJellyfish, "finned-jellyfish", Expert, 6.0, tried, finnedFish(FinnedJellyfish, 4), eachFinnedFish(FinnedJellyfish, 4), nil},
		{RemotePairs, "remote-pairs", Expert, 6.1, tried, firstRemotePairs, eachRemotePairs, nil},
		{XChain, "x-chain", Expert, 6.2, tried, findXChain, nil, nil},
		{XYChain, "xy-chain", Expert, 6.6, tried, findXYChain, eachXYChain, nil},
		{SueDeCoq, "sue-de-coq", Expert, 5.5, tried, nil, eachSueDeCoq, nil},
		{KillerChain, "killer-chain", Expert, 6.0, tried, firstKillerChain, findKillerChain, nil},
		// A cage blocker followed past its four rounds is the extreme
		// level's first Killer step: before the classic almost locked
		// sets and chains, which on the open boards of hard Killers
		// search long and find little.
		{LongCageBlocker, "long-cage-blocker", Extreme, 6.5, tried, nil, findLongCageBlocker, nil},
		{ALSXZ, "als-xz", Extreme, 6.1, tried, nil, eachALSXZ, nil},
		{ALSXYWing, "als-xy-wing", Extreme, 6.3, tried, nil, eachALSXYWing, nil},
		{ALSChain, "als-chain", Extreme, 6.6, tried, nil, eachALSChain, nil},
		{DeathBlossom, "death-blossom", Extreme, 6.8, tried, nil, eachDeathBlossom, nil},
		{AIC, "aic", Extreme, 7.0, tried, func(b *Board) *Step { return shortestAIC(b, AIC) },
			func(b *Board, visit func(*Step) bool) { eachAIC(b, AIC, visit) }, nil},
		{GroupedAIC, "grouped-aic", Extreme, 7.2, tried, func(b *Board) *Step { return shortestAIC(b, GroupedAIC) },
			func(b *Board, visit func(*Step) bool) { eachAIC(b, GroupedAIC, visit) }, nil},
		// Chains through almost locked sets cost more to search than the
		// forcing chains after them, on positions that need either: Next
		// searches them within a budget of states (alsAICBudget), FindAll
		// without. Nice loops prove nothing an AIC does not.
		{ALSAIC, "als-aic", Extreme, 7.4, tried, func(b *Board) *Step { return shortestAICWithin(b, ALSAIC, alsAICBudget) },
			func(b *Board, visit func(*Step) bool) { eachAIC(b, ALSAIC, visit) }, nil},
		// A kraken fish ties a finned fish's fins to its eliminations by
		// chains: what HoDoKu reaches for before forcing chains, on most
		// positions of magictour top1465 that need one. Next searches it
		// within a budget of chain states (krakenBudget), FindAll without.
		{KrakenFish, "kraken-fish", Extreme, 7.4, tried, func(b *Board) *Step { return firstKraken(b, krakenBudget) },
			func(b *Board, visit func(*Step) bool) { eachKraken(b, 0, visit) }, nil},
		{NiceLoop, "nice-loop", Extreme, 7.0, asked, nil, func(b *Board, visit func(*Step) bool) { eachNiceLoop(b, NiceLoop, visit) }, nil},
		{GroupedNiceLoop, "grouped-nice-loop", Extreme, 7.2, asked, nil, func(b *Board, visit func(*Step) bool) { eachNiceLoop(b, GroupedNiceLoop, visit) }, nil},
		{ALSNiceLoop, "als-nice-loop", Extreme, 7.4, asked, nil, func(b *Board, visit func(*Step) bool) { eachNiceLoop(b, ALSNiceLoop, visit) }, nil},
		// On a Killer board the classic forcing chains know no cages:
		// the cage contradiction comes first.
		{CageContradiction, "cage-contradiction", Extreme, 7.5, tried, findCageContradiction, nil, nil},
		{ForcingChain, "forcing-chain", Extreme, 7.5, tried, func(b *Board) *Step { return findForcingChain(b, fcOne) }, nil, findForcingChain},
		// Franken and mutant fish take milliseconds a search where the
		// ladder's others take microseconds, so Next leaves them out (at the
		// expert level it would try them on every position the ladder cannot
		// solve).
		{FrankenXWing, "franken-x-wing", Expert, 6.0, asked, nil, complexFish(FrankenXWing, fishFranken, 2), nil},
		{FrankenSwordfish, "franken-swordfish", Expert, 6.2, asked, nil, complexFish(FrankenSwordfish, fishFranken, 3), nil},
		{FrankenJellyfish, "franken-jellyfish", Expert, 6.4, asked, nil, complexFish(FrankenJellyfish, fishFranken, 4), nil},
		{MutantXWing, "mutant-x-wing", Extreme, 6.8, asked, nil, complexFish(MutantXWing, fishMutant, 2), nil},
		{MutantSwordfish, "mutant-swordfish", Extreme, 7.0, asked, nil, complexFish(MutantSwordfish, fishMutant, 3), nil},
		{MutantJellyfish, "mutant-jellyfish", Extreme, 7.2, asked, nil, complexFish(MutantJellyfish, fishMutant, 4), nil},
		{TemplateSet, "template-set", Extreme, 8.0, tried, nil, templateFinder(TemplateSet), nil},
		{TemplateDelete, "template-delete", Extreme, 8.0, tried, nil, templateFinder(TemplateDelete), nil},
		{Guess, "guess", Extreme, 11.0, tried, findGuess, nil, nil}, // beyond the nested forcing chains (10.0 and up)
	}
}

// alsAICBudget bounds the states Next's search for an AIC through almost
// locked sets walks, so that the worst position of the hardest puzzles
// stays within BenchmarkNextWorst's 10 ms.
var alsAICBudget = 5000

// firstOf returns a finder of the first instance each visits.
func firstOf(each eachFinder) finder {
	return func(b *Board) *Step {
		var first *Step
		each(b, func(s *Step) bool { first = s; return false })
		return first
	}
}

// rungFor returns technique t's row of the ladder.
func rungFor(t Technique) *rung { return &ladderTable[rungOf[t]] }
