import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupsthisweek2Inputs */

const en_submissions_pickupsthisweek2 = /** @type {(inputs: Submissions_Pickupsthisweek2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups this week`)
};

/**
* | output |
* | --- |
* | "Pickups this week" |
*
* @param {Submissions_Pickupsthisweek2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupsthisweek2 = /** @type {((inputs?: Submissions_Pickupsthisweek2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupsthisweek2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupsthisweek2(inputs)
});
export { submissions_pickupsthisweek2 as "submissions.pickupsThisWeek" }