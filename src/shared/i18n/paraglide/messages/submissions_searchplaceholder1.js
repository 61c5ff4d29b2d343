import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Searchplaceholder1Inputs */

const en_submissions_searchplaceholder1 = /** @type {(inputs: Submissions_Searchplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by tracking # or name`)
};

const fil_submissions_searchplaceholder1 = /** @type {(inputs: Submissions_Searchplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maghanap gamit ang tracking # o pangalan`)
};

/**
* | output |
* | --- |
* | "Search by tracking # or name" |
*
* @param {Submissions_Searchplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_searchplaceholder1 = /** @type {((inputs?: Submissions_Searchplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Searchplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_searchplaceholder1(inputs)
	return en_submissions_searchplaceholder1(inputs)
});
export { submissions_searchplaceholder1 as "submissions.searchPlaceholder" }