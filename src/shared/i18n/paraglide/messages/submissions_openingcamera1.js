import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Openingcamera1Inputs */

const en_submissions_openingcamera1 = /** @type {(inputs: Submissions_Openingcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening camera`)
};

const fil_submissions_openingcamera1 = /** @type {(inputs: Submissions_Openingcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binubuksan ang camera`)
};

/**
* | output |
* | --- |
* | "Opening camera" |
*
* @param {Submissions_Openingcamera1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_openingcamera1 = /** @type {((inputs?: Submissions_Openingcamera1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Openingcamera1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_openingcamera1(inputs)
	return en_submissions_openingcamera1(inputs)
});
export { submissions_openingcamera1 as "submissions.openingCamera" }