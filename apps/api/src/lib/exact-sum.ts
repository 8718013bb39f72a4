import { DECIMAL_SCALE, decimalToUnits, numberToDecimal } from '@trusty/contracts';

const CENT_UNITS = 10n ** BigInt(DECIMAL_SCALE - 2);
/** Below this an amount in cents is an exact integer in a double, with room to add many. */
const FAST_LIMIT = 1e13;
/** Cents held as a double before they move into the big integer (2^53 is about 9e15). */
const FLUSH_AT = 4e15;

/**
 * An exact running sum of a sheet's numbers, as the decimals they show. Most ledger amounts have
 * at most two decimals: those add up as whole cents in a double (exact below 2^53), which is ~30×
 * faster than making each one a decimal text and a big integer; any other is added exactly the
 * slow way. Either way the total is the exact sum of the amounts' shortest decimals.
 */
export class ExactSum {
  private cents = 0;
  private units = 0n;

  add(amount: number): void {
    if (Math.abs(amount) < FAST_LIMIT) {
      const cents = Math.round(amount * 100);
      if (cents / 100 === amount) {
        if (Math.abs(this.cents) > FLUSH_AT) this.flush();
        this.cents += cents;
        return;
      }
    }
    this.units += decimalToUnits(numberToDecimal(amount));
  }

  /** Adds an amount already in units of 10^-DECIMAL_SCALE. */
  addUnits(units: bigint): void {
    this.units += units;
  }

  /** The sum in units of 10^-DECIMAL_SCALE. */
  total(): bigint {
    this.flush();
    return this.units;
  }

  private flush(): void {
    this.units += BigInt(this.cents) * CENT_UNITS;
    this.cents = 0;
  }
}
