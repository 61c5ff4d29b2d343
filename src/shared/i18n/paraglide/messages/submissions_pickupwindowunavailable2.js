import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowunavailable2Inputs */

const en_submissions_pickupwindowunavailable2 = /** @type {(inputs: Submissions_Pickupwindowunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not pick up in that window on that day. Please choose another.`)
};

const fil_submissions_pickupwindowunavailable2 = /** @type {(inputs: Submissions_Pickupwindowunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi kami nagpi-pickup sa oras na iyan sa araw na iyan. Pumili ng iba.`)
};

/**
* | output |
* | --- |
* | "We do not pick up in that window on that day. Please choose another." |
*
* @param {Submissions_Pickupwindowunavailable2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowunavailable2 = /** @type {((inputs?: Submissions_Pickupwindowunavailable2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowunavailable2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupwindowunavailable2(inputs)
	return en_submissions_pickupwindowunavailable2(inputs)
});
export { submissions_pickupwindowunavailable2 as "submissions.pickupWindowUnavailable" }