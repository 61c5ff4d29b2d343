import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photosgone1Inputs */

const en_submissions_photosgone1 = /** @type {(inputs: Submissions_Photosgone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of your photos are no longer available. Please remove them and take or upload them again.`)
};

const fil_submissions_photosgone1 = /** @type {(inputs: Submissions_Photosgone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na available ang ilan sa mga litrato mo. Pakitanggal ang mga ito at kumuha o mag-upload ulit.`)
};

/**
* | output |
* | --- |
* | "Some of your photos are no longer available. Please remove them and take or upload them again." |
*
* @param {Submissions_Photosgone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photosgone1 = /** @type {((inputs?: Submissions_Photosgone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photosgone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photosgone1(inputs)
	return en_submissions_photosgone1(inputs)
});
export { submissions_photosgone1 as "submissions.photosGone" }