import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationlabel1Inputs */

const en_submissions_locationlabel1 = /** @type {(inputs: Submissions_Locationlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const fil_submissions_locationlabel1 = /** @type {(inputs: Submissions_Locationlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lokasyon`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Submissions_Locationlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_locationlabel1 = /** @type {((inputs?: Submissions_Locationlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_locationlabel1(inputs)
	return en_submissions_locationlabel1(inputs)
});
export { submissions_locationlabel1 as "submissions.locationLabel" }