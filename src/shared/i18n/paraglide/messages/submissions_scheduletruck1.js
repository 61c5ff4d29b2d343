import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Scheduletruck1Inputs */

const en_submissions_scheduletruck1 = /** @type {(inputs: Submissions_Scheduletruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truck (optional)`)
};

const fil_submissions_scheduletruck1 = /** @type {(inputs: Submissions_Scheduletruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truck (opsyonal)`)
};

/**
* | output |
* | --- |
* | "Truck (optional)" |
*
* @param {Submissions_Scheduletruck1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_scheduletruck1 = /** @type {((inputs?: Submissions_Scheduletruck1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Scheduletruck1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_scheduletruck1(inputs)
	return en_submissions_scheduletruck1(inputs)
});
export { submissions_scheduletruck1 as "submissions.scheduleTruck" }