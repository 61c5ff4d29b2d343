import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms4body1Inputs */

const en_static_terms4body1 = /** @type {(inputs: Static_Terms4body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups are booked at least 7 days and at most 30 days ahead. Our team may decline items that cannot be donated, recycled or disposed of responsibly; we will tell you why. You may change your mind about individual items when we contact you to arrange the pickup.`)
};

const fil_static_terms4body1 = /** @type {(inputs: Static_Terms4body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang pickup ay bini-book nang hindi bababa sa 7 araw at hindi hihigit sa 30 araw bago nito. Puwedeng tanggihan ng team namin ang mga gamit na hindi maido-donate, mare-recycle o maitatapon nang maayos; sasabihin namin kung bakit. Puwede ka pang magbago ng isip tungkol sa bawat gamit kapag kinontak ka namin para ayusin ang pickup.`)
};

/**
* | output |
* | --- |
* | "Pickups are booked at least 7 days and at most 30 days ahead. Our team may decline items that cannot be donated, recycled or disposed of responsibly; we will..." |
*
* @param {Static_Terms4body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms4body1 = /** @type {((inputs?: Static_Terms4body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms4body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms4body1(inputs)
	return en_static_terms4body1(inputs)
});
export { static_terms4body1 as "static.terms4Body" }