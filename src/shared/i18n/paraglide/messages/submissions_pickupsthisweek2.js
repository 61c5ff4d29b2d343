import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupsthisweek2Inputs */

const en_submissions_pickupsthisweek2 = /** @type {(inputs: Submissions_Pickupsthisweek2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups this week`)
};

const fil_submissions_pickupsthisweek2 = /** @type {(inputs: Submissions_Pickupsthisweek2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga pickup ngayong linggo`)
};

/**
* | output |
* | --- |
* | "Pickups this week" |
*
* @param {Submissions_Pickupsthisweek2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupsthisweek2 = /** @type {((inputs?: Submissions_Pickupsthisweek2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupsthisweek2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupsthisweek2(inputs)
	return en_submissions_pickupsthisweek2(inputs)
});
export { submissions_pickupsthisweek2 as "submissions.pickupsThisWeek" }