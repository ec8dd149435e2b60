//! Where the parts of a move stand in its integer: each move type lays
//! its bits out once, as a few [`BitField`]s one above the other, and
//! reads and writes them through these, never through shifts and masks of
//! its own.

/// `width` bits of an integer, from bit `shift` up: one part of a move.
#[derive(Clone, Copy)]
pub(crate) struct BitField {
    shift: u32,
    width: u32,
}

impl BitField {
    /// The lowest `width` bits: the first part of a layout.
    pub(crate) const fn first(width: u32) -> BitField {
        BitField { shift: 0, width }
    }

    /// The `width` bits right above this field: the next part.
    pub(crate) const fn then(self, width: u32) -> BitField {
        BitField {
            shift: self.end(),
            width,
        }
    }

    /// The bit right above the field: how many bits the layout uses up to
    /// it, checked at compile time against the integer's.
    pub(crate) const fn end(self) -> u32 {
        self.shift + self.width
    }

    #[inline(always)]
    const fn mask(self) -> u32 {
        (1 << self.width) - 1
    }

    /// `value` moved into the field, its bits beyond the width dropped.
    #[inline(always)]
    pub(crate) const fn put(self, value: u32) -> u32 {
        (value & self.mask()) << self.shift
    }

    /// The field's value in `bits`.
    #[inline(always)]
    pub(crate) const fn get(self, bits: u32) -> u32 {
        bits >> self.shift & self.mask()
    }
}

#[cfg(test)]
mod tests {
    use super::BitField;

    #[test]
    fn fields_sit_one_above_the_other_and_keep_to_their_bits() {
        let low = BitField::first(3);
        let high = low.then(5);
        assert_eq!((low.end(), high.end()), (3, 8));
        let bits = low.put(0b101) | high.put(0b1_0110);
        assert_eq!(bits, 0b1011_0101);
        assert_eq!((low.get(bits), high.get(bits)), (0b101, 0b1_0110));
        // A value wider than its field loses its high bits, not its
        // neighbour's.
        assert_eq!(low.put(0b1111), 0b111);
        assert_eq!(high.get(u32::MAX), 0b1_1111);
    }
}
