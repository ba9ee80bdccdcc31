package logic

// Long cage blockers: the cage blocker followed further. On the big
// cages of the hardest Killers a supposition often narrows a cage, which
// narrows another, and so on for more rounds than the cage blocker reads
// (blockRounds) before some cage has no combination left. Followed
// through cage combinations alone, as the cage blocker is, without the
// singles a cage contradiction also places, it is the extreme level's
// reading of cages. Of the 60 extreme Killer-X bundled at commit
// f30a63c, each of which needed a cage contradiction or a guess, eight
// rounds settle 14 (sixteen 15; four rounds more on the cage blocker
// alone, at the expert level, 14 too; reading each house cell by cell
// with every cage over it 11, at ten times the time; the rule of 45 on
// the diagonals none), and of the 60 extreme classic Killers 10.

// longBlockRounds bounds the rounds of cage readings a long cage blocker
// follows.
const longBlockRounds = 8

// findLongCageBlocker visits the candidates whose digit would leave a
// cage without a combination, or a house without a place for a digit,
// within longBlockRounds rounds of cage readings. Next tries it only
// where the cage blocker found none; its difficulty grows by a tenth for
// each round past blockRounds.
func findLongCageBlocker(b *Board, visit func(*Step) bool) {
	eachBlocker(b, LongCageBlocker, blockRounds, longBlockRounds, visit)
}
