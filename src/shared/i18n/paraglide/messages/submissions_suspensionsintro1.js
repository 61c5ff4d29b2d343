import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionsintro1Inputs */

const en_submissions_suspensionsintro1 = /** @type {(inputs: Submissions_Suspensionsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend a day and every pickup booked on it needs rescheduling: each household gets one SMS with a link to pick a new window, and the day offers no windows.`)
};

const fil_submissions_suspensionsintro1 = /** @type {(inputs: Submissions_Suspensionsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapag sinuspinde ang isang araw, kailangang i-reschedule ang bawat pickup na naka-book dito: bawat household ay makakatanggap ng isang SMS na may link para pumili ng bagong window, at wala nang window na iaalok sa araw na iyon.`)
};

/**
* | output |
* | --- |
* | "Suspend a day and every pickup booked on it needs rescheduling: each household gets one SMS with a link to pick a new window, and the day offers no windows." |
*
* @param {Submissions_Suspensionsintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionsintro1 = /** @type {((inputs?: Submissions_Suspensionsintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionsintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionsintro1(inputs)
	return en_submissions_suspensionsintro1(inputs)
});
export { submissions_suspensionsintro1 as "submissions.suspensionsIntro" }