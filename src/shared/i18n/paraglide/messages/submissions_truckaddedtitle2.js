import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Truckaddedtitle2Inputs */

const en_submissions_truckaddedtitle2 = /** @type {(inputs: Submissions_Truckaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truck added`)
};

const fil_submissions_truckaddedtitle2 = /** @type {(inputs: Submissions_Truckaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang truck`)
};

/**
* | output |
* | --- |
* | "Truck added" |
*
* @param {Submissions_Truckaddedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_truckaddedtitle2 = /** @type {((inputs?: Submissions_Truckaddedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Truckaddedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_truckaddedtitle2(inputs)
	return en_submissions_truckaddedtitle2(inputs)
});
export { submissions_truckaddedtitle2 as "submissions.truckAddedTitle" }