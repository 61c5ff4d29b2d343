import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Truckremovedtitle2Inputs */

const en_submissions_truckremovedtitle2 = /** @type {(inputs: Submissions_Truckremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truck removed`)
};

const fil_submissions_truckremovedtitle2 = /** @type {(inputs: Submissions_Truckremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inalis ang truck`)
};

/**
* | output |
* | --- |
* | "Truck removed" |
*
* @param {Submissions_Truckremovedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_truckremovedtitle2 = /** @type {((inputs?: Submissions_Truckremovedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Truckremovedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_truckremovedtitle2(inputs)
	return en_submissions_truckremovedtitle2(inputs)
});
export { submissions_truckremovedtitle2 as "submissions.truckRemovedTitle" }