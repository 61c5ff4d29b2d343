import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Submissions_Roomin1Inputs */

const en_submissions_roomin1 = /** @type {(inputs: Submissions_Roomin1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Room left in ${i?.city} that day.`)
};

/**
* | output |
* | --- |
* | "Room left in {city} that day." |
*
* @param {Submissions_Roomin1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_roomin1 = /** @type {((inputs: Submissions_Roomin1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Roomin1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_roomin1(inputs)
});
export { submissions_roomin1 as "submissions.roomIn" }