# Odmítnutí samotného terminálu (`error-<kind>`) a co o souboru řekl systém.

error-no-game = zadejte hru, nebo uloženou hru přes --resume
error-players-seats = --players říká { $players }, ale --seats { $seats ->
    [one] jmenuje 1 místo
    [few] jmenuje { $seats } místa
   *[other] jmenuje { $seats } míst
  }
error-save-exists = soubor { $path } už existuje: hru v něm dohrajete přes --resume { $path }, nebo ho přepíšete přes --force
error-save-folder = { $path } je složka, ne soubor pro uložení hry
error-no-save-folder = chybí složka pro uložené hry: zadejte soubor přes --save nebo složku přes --save-dir
error-game-over = hra v souboru { $path } skončila: prohlédněte si ji přes `cathedra replay { $path }`
error-resume-seats = uložená hra { $seats ->
    [one] má 1 místo
    [few] má { $seats } místa
   *[other] má { $seats } míst
  }, ale --seats jmenuje { $named }
error-replay-seat = --seat { $seat }: hra { $seats ->
    [one] má 1 místo
    [few] má { $seats } místa
   *[other] má { $seats } míst
  }
error-not-a-record = { $path } není záznam hry: { $detail }
error-save-format = { $path } není záznam hry: formát uložení { $got } (tato cathedra čte { $expected })
error-resume-format = { $path } není záznam hry: formát záznamu { $got } (tato cathedra čte { $expected })
error-resume-rules = { $path } není záznam hry: hrálo se podle pravidel verze { $got }, tato cathedra hraje verzi { $expected }

## Co terminál dělal, když systém odmítl; následují slova systému.
error-io = vstup/výstup
error-read = nelze číst { $path }
error-write = nelze zapsat { $path }
error-make = nelze vytvořit { $path }
error-serve = nelze naslouchat na { $path }

## Co řekl systém, podle druhu (jiný druh se cituje slovy systému).
io-not-found = takový soubor ani složka neexistuje
io-permission-denied = přístup odepřen
io-already-exists = už existuje
io-not-a-directory = v cestě stojí soubor místo složky
io-is-a-directory = je to složka
io-read-only = systém souborů je jen pro čtení
io-storage-full = disk je plný

## Odmítnutí rozboru argumentů (`usage-<kind>`) v jiném jazyce než angličtině; anglicky je
## říká rozbor argumentů sám.
usage-unknown-argument = neznámý argument '{ $arg }'
usage-unknown-command = neznámý příkaz '{ $command }'
usage-value = '{ $value }' není hodnota pro { $arg }
usage-missing = chybí: { $arg }
usage-conflict = { $arg } nejde zadat spolu s { $prior }
usage-valid = (hodnoty: { $values })
usage-suggested = (mysleli jste { $suggested }?)
usage-help = Viz `cathedra --help` nebo `cathedra PŘÍKAZ --help`.
