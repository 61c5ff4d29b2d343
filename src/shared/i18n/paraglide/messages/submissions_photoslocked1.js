import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photoslocked1Inputs */

const en_submissions_photoslocked1 = /** @type {(inputs: Submissions_Photoslocked1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos can be added or removed only while the request is Submitted or Processing.`)
};

const fil_submissions_photoslocked1 = /** @type {(inputs: Submissions_Photoslocked1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede lang magdagdag o mag-alis ng litrato habang Submitted o Processing pa ang request.`)
};

/**
* | output |
* | --- |
* | "Photos can be added or removed only while the request is Submitted or Processing." |
*
* @param {Submissions_Photoslocked1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoslocked1 = /** @type {((inputs?: Submissions_Photoslocked1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoslocked1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoslocked1(inputs)
	return en_submissions_photoslocked1(inputs)
});
export { submissions_photoslocked1 as "submissions.photosLocked" }